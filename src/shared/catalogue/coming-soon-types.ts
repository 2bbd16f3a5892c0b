/** The eleven business types shown as coming soon: listed, searchable, not selectable (spec §3). */
import type { BusinessType, CatalogueService, PageId } from './types.ts';
import type { IconName } from './icons.ts';

function soon(
  name: string,
  icon: IconName,
  keywords: string[],
  pages: PageId[],
  subCategories: string[],
  services: string[],
  schemaType: string,
): BusinessType {
  const list: CatalogueService[] = services.map((s) => ({ name: s, summary: `${s} from a local ${name.toLowerCase()} business.` }));
  return { name, icon, keywords, pages, defaultPages: pages.slice(0, 4), subCategories, services: list, defaultServiceCount: 3, schemaType, comingSoon: true };
}

const BASIC: PageId[] = ['home', 'services', 'about', 'team', 'contact'];

export const COMING_SOON_TYPES: readonly BusinessType[] = [
  soon('Lawyer', 'law', ['lawyer', 'law firm', 'attorney', 'legal', 'notary', 'paralegal'], BASIC,
    ['Family Law', 'Real Estate Law', 'Criminal Defence', 'Immigration Law', 'Wills and Estates', 'Business Law'],
    ['Consultations', 'Wills and Powers of Attorney', 'Real Estate Closings', 'Separation Agreements', 'Incorporations'], 'LegalService'),
  soon('Restaurant', 'restaurant', ['restaurant', 'dining', 'food', 'kitchen', 'pizza', 'grill', 'diner', 'takeout'],
    ['home', 'services', 'about', 'team', 'events', 'menu', 'contact'],
    ['Family Restaurant', 'Pizzeria', 'Steakhouse', 'Sushi Bar', 'Diner', 'Food Truck', 'Pub and Grill', 'Fine Dining'],
    ['Dine-In', 'Takeout', 'Delivery', 'Catering', 'Private Dining'], 'Restaurant'),
  soon('Portfolio', 'portfolio', ['portfolio', 'artist', 'photographer', 'designer', 'freelancer', 'creative'], ['home', 'services', 'about', 'shop', 'contact'],
    ['Photographer', 'Graphic Designer', 'Illustrator', 'Web Designer', 'Videographer', 'Writer'],
    ['Commissions', 'Prints', 'Branding Packages', 'Event Coverage', 'Workshops'], 'ProfessionalService'),
  soon('Real Estate', 'realEstate', ['real estate', 'realtor', 'realty', 'property', 'homes for sale', 'brokerage'], BASIC,
    ['Residential Realtor', 'Commercial Realty', 'Property Management', 'Rural and Acreage', 'Condo Specialist'],
    ['Home Buying', 'Home Selling', 'Market Evaluations', 'Property Management', 'Relocation Help'], 'RealEstateAgent'),
  soon('Consulting', 'consulting', ['consulting', 'consultant', 'advisor', 'strategy', 'coaching', 'bookkeeping'], BASIC,
    ['Business Consulting', 'IT Consulting', 'Marketing Consulting', 'HR Consulting', 'Financial Advisor', 'Life Coaching'],
    ['Strategy Sessions', 'Workshops', 'Audits', 'Ongoing Advisory', 'Training'], 'ProfessionalService'),
  soon('Gym', 'gym', ['gym', 'fitness', 'workout', 'crossfit', 'yoga', 'personal trainer', 'pilates', 'martial arts'],
    ['home', 'services', 'about', 'team', 'shop', 'events', 'contact'],
    ['Fitness Centre', 'CrossFit Box', 'Yoga Studio', 'Pilates Studio', 'Martial Arts Dojo', 'Personal Training Studio'],
    ['Memberships', 'Personal Training', 'Group Classes', 'Nutrition Coaching', 'Drop-In Passes'], 'ExerciseGym'),
  soon('Education', 'education', ['education', 'school', 'tutor', 'tutoring', 'academy', 'lessons', 'daycare', 'music lessons'],
    ['home', 'services', 'about', 'team', 'events', 'contact'],
    ['Tutoring Centre', 'Music School', 'Language School', 'Driving School', 'Preschool', 'Art Classes'],
    ['Private Lessons', 'Group Classes', 'Exam Preparation', 'Summer Camps', 'Online Sessions'], 'EducationalOrganization'),
  soon('Medical', 'medical', ['medical', 'clinic', 'doctor', 'dentist', 'physiotherapy', 'chiropractor', 'health', 'optometrist'], BASIC,
    ['Family Clinic', 'Dental Clinic', 'Physiotherapy', 'Chiropractic', 'Massage Therapy', 'Optometry', 'Pharmacy'],
    ['New Patient Visits', 'Check-Ups', 'Treatment Plans', 'Direct Billing', 'Virtual Appointments'], 'MedicalClinic'),
  soon('Non-Profit', 'nonProfit', ['non-profit', 'nonprofit', 'charity', 'foundation', 'volunteer', 'society', 'association'],
    ['home', 'services', 'about', 'team', 'events', 'contact'],
    ['Charity', 'Community Association', 'Food Bank', 'Animal Rescue', 'Arts Society', 'Sports Club'],
    ['Programs', 'Volunteering', 'Donations', 'Memberships', 'Fundraising Events'], 'NGO'),
  soon('Beauty', 'beauty', ['beauty', 'salon', 'hair', 'barber', 'spa', 'nails', 'esthetics', 'lashes'],
    ['home', 'services', 'about', 'team', 'shop', 'contact'],
    ['Hair Salon', 'Barbershop', 'Nail Salon', 'Day Spa', 'Lash and Brow Studio', 'Esthetics Studio'],
    ['Haircuts', 'Colour', 'Manicures', 'Facials', 'Bridal Packages'], 'BeautySalon'),
  soon('Retail', 'retail', ['retail', 'shop', 'store', 'boutique', 'gift shop', 'hardware', 'clothing', 'books'],
    ['home', 'services', 'about', 'team', 'shop', 'events', 'contact'],
    ['Boutique', 'Gift Shop', 'Bookstore', 'Hardware Store', 'Garden Centre', 'Thrift Store', 'Pet Store'],
    ['In-Store Shopping', 'Special Orders', 'Local Delivery', 'Gift Wrapping', 'Gift Cards'], 'Store'),
];
