/** The first business types, with their own phrasebooks since launch (spec §3). Data only. */
import type { BusinessType } from './types.ts';
import { BEAUTY, EDUCATION, GYM, NON_PROFIT, RESTAURANT, RETAIL } from './local-types.ts';
import { CONSULTING, LAWYER, MEDICAL, PORTFOLIO, REAL_ESTATE } from './professional-types.ts';

export const CAFE: BusinessType = {
  name: 'Cafe',
  icon: 'cafe',
  keywords: ['coffee', 'café', 'espresso', 'latte', 'barista', 'tea', 'bakery', 'pastry', 'brunch', 'juice', 'smoothie', 'roastery'],
  pages: ['home', 'services', 'about', 'team', 'shop', 'events', 'menu', 'contact'],
  defaultPages: ['home', 'menu', 'services', 'about', 'contact'],
  subCategories: ['Coffee Shop', 'Bistro', 'Tea House', 'Bakery Cafe', 'Juice Bar', 'Brunch Cafe', 'Dessert Cafe', 'Coffee Roastery'],
  services: [
    { name: 'Dine-In', summary: 'Comfortable seats, free Wi-Fi and real cups for guests who stay a while.' },
    { name: 'Takeout', summary: 'Quick counter service and call-ahead pickup for busy mornings.' },
    { name: 'Catering', summary: 'Coffee, pastry and lunch platters delivered for meetings and events.' },
    { name: 'Private Events', summary: 'The café booked after hours for parties, showers and workshops.' },
    { name: 'Wholesale Coffee', summary: 'Freshly roasted beans for offices, restaurants and shops.' },
    { name: 'Custom Cakes', summary: 'Celebration cakes and dessert trays made to order.' },
    { name: 'Gift Cards', summary: 'Reloadable cards for coffee lovers, in any amount.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'CafeOrCoffeeShop',
};

export const CHURCH: BusinessType = {
  name: 'Church',
  icon: 'church',
  keywords: ['church', 'parish', 'chapel', 'worship', 'ministry', 'congregation', 'faith', 'christian', 'gospel', 'mass', 'fellowship'],
  pages: ['home', 'services', 'about', 'team', 'events', 'contact'],
  defaultPages: ['home', 'services', 'about', 'events', 'contact'],
  subCategories: [
    'Community Church',
    'Baptist Church',
    'Catholic Parish',
    'Anglican Church',
    'United Church',
    'Pentecostal Church',
    'Lutheran Church',
    'Non-Denominational',
  ],
  services: [
    { name: 'Sunday Worship', summary: 'Weekly worship with music, scripture and a message for every age.' },
    { name: 'Bible Study', summary: 'Small groups that read, question and pray together midweek.' },
    { name: 'Youth Ministry', summary: 'A welcoming place for teens to grow in faith and friendship.' },
    { name: "Children's Ministry", summary: 'Safe, joyful programs for kids, from the nursery up.' },
    { name: 'Weddings', summary: 'Marriage preparation and ceremonies in our sanctuary.' },
    { name: 'Baptisms', summary: 'Preparation and celebration for children and adults.' },
    { name: 'Community Outreach', summary: 'Food hampers, visits and practical help for neighbours in need.' },
    { name: 'Funerals and Memorials', summary: 'Gentle support and services for families who are grieving.' },
  ],
  defaultServiceCount: 4,
  schemaType: 'Church',
};

export const CONSTRUCTION: BusinessType = {
  name: 'Construction',
  icon: 'construction',
  keywords: ['construction', 'contractor', 'builder', 'renovation', 'remodeling', 'roofing', 'carpentry', 'concrete', 'framing', 'home improvement', 'handyman'],
  pages: ['home', 'services', 'about', 'team', 'contact'],
  defaultPages: ['home', 'services', 'about', 'contact'],
  subCategories: [
    'General Contractor',
    'Home Renovation',
    'Custom Home Builder',
    'Roofing',
    'Concrete and Foundations',
    'Kitchen and Bath Remodeling',
    'Commercial Construction',
    'Decks and Landscaping',
  ],
  services: [
    { name: 'Home Renovations', summary: 'Whole-home and room-by-room renovations, planned and finished on schedule.' },
    { name: 'Kitchen Remodeling', summary: 'New layouts, cabinets, counters and lighting for the busiest room.' },
    { name: 'Bathroom Remodeling', summary: 'Showers, tile and fixtures built to last and easy to clean.' },
    { name: 'Basement Development', summary: 'Finished basements with bedrooms, suites and rec rooms, permitted.' },
    { name: 'Additions', summary: 'More room without moving: additions framed and tied in properly.' },
    { name: 'Roofing', summary: 'Re-roofs, repairs and inspections with proper ventilation and flashing.' },
    { name: 'Concrete Work', summary: 'Foundations, driveways, garage pads and sidewalks, formed and finished.' },
    { name: 'Decks and Fences', summary: 'Decks, pergolas and fences in cedar, pressure-treated or composite.' },
    { name: 'New Home Construction', summary: 'Custom homes from plans and permits to final walkthrough.' },
    { name: 'Project Management', summary: 'One accountable lead for trades, permits, budget and schedule.' },
  ],
  defaultServiceCount: 4,
  schemaType: 'GeneralContractor',
};

/** Every type a website can be generated for today, in the order the wizard shows them. */
export const AVAILABLE_TYPES: readonly BusinessType[] = [
  CAFE, CHURCH, CONSTRUCTION, LAWYER, RESTAURANT, PORTFOLIO, REAL_ESTATE, CONSULTING, GYM, EDUCATION, MEDICAL, NON_PROFIT, BEAUTY, RETAIL,
];
