/**
 * Business types that serve people in person (spec §3): restaurants, gyms, schools, non-profits,
 * salons and shops. Data only; service summaries name no prices, dates or promises.
 */
import type { BusinessType } from './types.ts';

export const RESTAURANT: BusinessType = {
  name: 'Restaurant',
  icon: 'restaurant',
  keywords: ['restaurant', 'dining', 'food', 'kitchen', 'pizza', 'grill', 'diner', 'takeout', 'sushi', 'steakhouse'],
  pages: ['home', 'services', 'about', 'team', 'events', 'menu', 'contact'],
  defaultPages: ['home', 'menu', 'services', 'about', 'contact'],
  subCategories: [
    'Family Restaurant',
    'Pizzeria',
    'Steakhouse',
    'Sushi Bar',
    'Diner',
    'Food Truck',
    'Pub and Grill',
    'Fine Dining',
  ],
  services: [
    { name: 'Dine-In', summary: 'A table, a menu and a kitchen cooking to order.' },
    { name: 'Takeout', summary: 'Orders packed to go, ready when the guest arrives.' },
    { name: 'Delivery', summary: 'Meals brought to the door in the delivery area.' },
    { name: 'Catering', summary: 'Food for office lunches, parties and family gatherings.' },
    { name: 'Private Dining', summary: 'The room, or part of it, reserved for a group.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'Restaurant',
};

export const GYM: BusinessType = {
  name: 'Gym',
  icon: 'gym',
  keywords: ['gym', 'fitness', 'workout', 'crossfit', 'yoga', 'personal trainer', 'pilates', 'martial arts'],
  pages: ['home', 'services', 'about', 'team', 'shop', 'events', 'contact'],
  defaultPages: ['home', 'services', 'about', 'team', 'contact'],
  subCategories: [
    'Fitness Centre',
    'CrossFit Box',
    'Yoga Studio',
    'Pilates Studio',
    'Martial Arts Dojo',
    'Personal Training Studio',
  ],
  services: [
    { name: 'Memberships', summary: 'Regular access to the gym and its equipment.' },
    { name: 'Personal Training', summary: 'One-on-one sessions planned around a member’s own goals.' },
    { name: 'Group Classes', summary: 'Coached classes for people who like to train together.' },
    { name: 'Drop-In Visits', summary: 'A single visit for guests and travellers.' },
    { name: 'Beginner Sessions', summary: 'A gentle start for people new to training.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'ExerciseGym',
};

export const EDUCATION: BusinessType = {
  name: 'Education',
  icon: 'education',
  keywords: ['education', 'school', 'tutor', 'tutoring', 'academy', 'lessons', 'music lessons', 'classes'],
  pages: ['home', 'services', 'about', 'team', 'events', 'contact'],
  defaultPages: ['home', 'services', 'about', 'contact'],
  subCategories: [
    'Tutoring Centre',
    'Music School',
    'Language School',
    'Driving School',
    'Art Classes',
    'Dance School',
  ],
  services: [
    { name: 'Private Lessons', summary: 'One-on-one lessons at the student’s own pace.' },
    { name: 'Group Classes', summary: 'Small classes where students learn together.' },
    { name: 'Exam Preparation', summary: 'Review and practice before a test or exam.' },
    { name: 'Holiday Programs', summary: 'Programs that run while school is out.' },
    { name: 'Online Sessions', summary: 'Lessons by video call for students at home.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'EducationalOrganization',
};

export const NON_PROFIT: BusinessType = {
  name: 'Non-Profit',
  icon: 'nonProfit',
  keywords: ['non-profit', 'nonprofit', 'charity', 'foundation', 'volunteer', 'society', 'association', 'food bank'],
  pages: ['home', 'services', 'about', 'team', 'events', 'contact'],
  defaultPages: ['home', 'services', 'about', 'contact'],
  subCategories: ['Charity', 'Community Association', 'Food Bank', 'Animal Rescue', 'Arts Society', 'Sports Club'],
  services: [
    { name: 'Programs', summary: 'The work the organization does for the people it serves.' },
    { name: 'Volunteering', summary: 'Ways to give time and skills to the cause.' },
    { name: 'Donations', summary: 'How to support the work with a gift.' },
    { name: 'Memberships', summary: 'Joining the organization and having a say in it.' },
    { name: 'Community Events', summary: 'Gatherings that bring supporters and neighbours together.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'NGO',
};

export const BEAUTY: BusinessType = {
  name: 'Beauty',
  icon: 'beauty',
  keywords: ['beauty', 'salon', 'hair', 'barber', 'spa', 'nails', 'esthetics', 'lashes'],
  pages: ['home', 'services', 'about', 'team', 'shop', 'contact'],
  defaultPages: ['home', 'services', 'about', 'team', 'contact'],
  subCategories: ['Hair Salon', 'Barbershop', 'Nail Salon', 'Day Spa', 'Lash and Brow Studio', 'Esthetics Studio'],
  services: [
    { name: 'Haircuts', summary: 'Cuts and styling for every length and texture.' },
    { name: 'Colour', summary: 'Colour, highlights and touch-ups, talked through first.' },
    { name: 'Manicures and Pedicures', summary: 'Nail care for hands and feet.' },
    { name: 'Facials', summary: 'Skin care treatments in a quiet room.' },
    { name: 'Wedding Parties', summary: 'Hair and beauty for the day, for the whole party.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'BeautySalon',
};

export const RETAIL: BusinessType = {
  name: 'Retail',
  icon: 'retail',
  keywords: ['retail', 'shop', 'store', 'boutique', 'gift shop', 'hardware', 'clothing', 'books'],
  pages: ['home', 'services', 'about', 'team', 'shop', 'events', 'contact'],
  defaultPages: ['home', 'shop', 'services', 'about', 'contact'],
  subCategories: ['Boutique', 'Gift Shop', 'Bookstore', 'Hardware Store', 'Garden Centre', 'Thrift Store', 'Pet Store'],
  services: [
    { name: 'In-Store Shopping', summary: 'Browse the shelves and ask the staff for help.' },
    { name: 'Special Orders', summary: 'Items the store does not stock, ordered in on request.' },
    { name: 'Local Delivery', summary: 'Purchases brought to the door around town.' },
    { name: 'Gift Wrapping', summary: 'Presents wrapped and ready to give.' },
    { name: 'Gift Cards', summary: 'Cards in the amount of the buyer’s choice.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'Store',
};
