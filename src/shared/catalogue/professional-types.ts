/**
 * Business types for professional services (spec §3): lawyers, clinics, realtors, consultants and
 * creative portfolios. Data only. Service summaries describe what the business offers in general
 * terms: no prices, no credentials, no outcomes, nothing that reads as legal or medical advice.
 */
import type { BusinessType } from './types.ts';

const BASIC = ['home', 'services', 'about', 'team', 'contact'] as BusinessType['pages'];

export const LAWYER: BusinessType = {
  name: 'Lawyer',
  icon: 'law',
  keywords: ['lawyer', 'law firm', 'attorney', 'legal', 'notary', 'paralegal', 'barrister', 'solicitor'],
  pages: BASIC,
  defaultPages: ['home', 'services', 'about', 'contact'],
  subCategories: [
    'Family Law',
    'Real Estate Law',
    'Criminal Defence',
    'Immigration Law',
    'Wills and Estates',
    'Business Law',
  ],
  services: [
    { name: 'Consultations', summary: 'A first meeting to hear what happened and explain how the firm could help.' },
    {
      name: 'Wills and Powers of Attorney',
      summary: 'Wills, powers of attorney and personal directives prepared with the client.',
    },
    { name: 'Real Estate Closings', summary: 'The legal side of buying, selling or refinancing a home or property.' },
    { name: 'Separation Agreements', summary: 'Help putting the terms of a separation into a written agreement.' },
    { name: 'Incorporations', summary: 'Setting up a company and keeping its corporate records in order.' },
    { name: 'Notarial Services', summary: 'Signatures witnessed and true copies of documents prepared.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'LegalService',
};

export const REAL_ESTATE: BusinessType = {
  name: 'Real Estate',
  icon: 'realEstate',
  keywords: ['real estate', 'realtor', 'realty', 'property', 'homes for sale', 'brokerage', 'real estate agent'],
  pages: BASIC,
  defaultPages: ['home', 'services', 'about', 'contact'],
  subCategories: [
    'Residential Realtor',
    'Commercial Realty',
    'Property Management',
    'Rural and Acreage',
    'Condo Sales',
  ],
  services: [
    { name: 'Home Buying', summary: 'Help finding, viewing and making an offer on the right home.' },
    { name: 'Home Selling', summary: 'Pricing, listing, showings and offers for the home you are selling.' },
    { name: 'Market Evaluations', summary: 'A look at recent local sales to understand what a property may be worth.' },
    { name: 'Property Management', summary: 'Tenants, rent and upkeep looked after for rental owners.' },
    { name: 'Relocation Help', summary: 'Getting to know a new town before and after the move.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'RealEstateAgent',
};

export const CONSULTING: BusinessType = {
  name: 'Consulting',
  icon: 'consulting',
  keywords: ['consulting', 'consultant', 'advisor', 'strategy', 'coaching', 'bookkeeping', 'business coach'],
  pages: BASIC,
  defaultPages: ['home', 'services', 'about', 'contact'],
  subCategories: [
    'Business Consulting',
    'IT Consulting',
    'Marketing Consulting',
    'HR Consulting',
    'Bookkeeping',
    'Life Coaching',
  ],
  services: [
    { name: 'Strategy Sessions', summary: 'Focused working sessions to agree on goals and the next steps.' },
    { name: 'Workshops', summary: 'Hands-on sessions for a team, planned around its own questions.' },
    { name: 'Reviews and Audits', summary: 'A close look at how things run today, with written findings.' },
    { name: 'Ongoing Advisory', summary: 'Regular check-ins to keep plans moving between projects.' },
    { name: 'Training', summary: 'Practical training so a team can carry the work on itself.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'ProfessionalService',
};

export const MEDICAL: BusinessType = {
  name: 'Medical',
  icon: 'medical',
  keywords: [
    'medical',
    'clinic',
    'doctor',
    'dentist',
    'physiotherapy',
    'chiropractor',
    'health',
    'optometrist',
    'massage',
  ],
  pages: BASIC,
  defaultPages: ['home', 'services', 'about', 'team', 'contact'],
  subCategories: ['Family Clinic', 'Dental Clinic', 'Physiotherapy', 'Chiropractic', 'Massage Therapy', 'Optometry'],
  services: [
    { name: 'New Patient Visits', summary: 'How to become a patient and what the first visit involves.' },
    { name: 'Appointments', summary: 'Booking, changing or cancelling a visit with the clinic.' },
    { name: 'Follow-Up Visits', summary: 'Return visits arranged with the practitioner who saw you.' },
    { name: 'Insurance Billing', summary: 'Questions about paying for a visit and insurance claims.' },
    { name: 'Virtual Appointments', summary: 'Visits by phone or video, where the clinic offers them.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'MedicalClinic',
};

export const PORTFOLIO: BusinessType = {
  name: 'Portfolio',
  icon: 'portfolio',
  keywords: [
    'portfolio',
    'artist',
    'photographer',
    'designer',
    'freelancer',
    'creative',
    'illustrator',
    'videographer',
  ],
  pages: ['home', 'services', 'about', 'shop', 'contact'],
  defaultPages: ['home', 'services', 'about', 'contact'],
  subCategories: ['Photographer', 'Graphic Designer', 'Illustrator', 'Web Designer', 'Videographer', 'Writer'],
  services: [
    { name: 'Commissions', summary: 'Original work made to a client’s brief.' },
    { name: 'Prints', summary: 'Prints of finished work, for homes and offices.' },
    { name: 'Branding Packages', summary: 'A name, logo and look that work together.' },
    { name: 'Event Coverage', summary: 'Weddings, launches and gatherings recorded as they happen.' },
    { name: 'Workshops', summary: 'Sessions that share the craft with beginners and hobbyists.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'ProfessionalService',
};
