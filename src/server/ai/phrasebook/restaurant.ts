/** Built-in copy for restaurants. Dishes, prices and dates come from the owner's editor, never from here. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

const SECTIONS: Record<string, string[]> = {
  pizzeria: ['Pizzas', 'Salads', 'Desserts'],
  steakhouse: ['Starters', 'From the grill', 'Sides'],
  'sushi-bar': ['Rolls', 'Sashimi and nigiri', 'Small plates'],
  diner: ['Breakfast', 'Burgers and sandwiches', 'Desserts'],
  'food-truck': ['Mains', 'Sides', 'Drinks'],
  'pub-and-grill': ['Starters', 'Mains', 'On tap'],
  'fine-dining': ['To begin', 'Mains', 'To finish'],
};

export const restaurant: Phrasebook = {
  headlines: [
    (c) => (c.inCity ? `${c.Sub}${c.inCity}` : `Welcome to ${c.name}`),
    (c) => `Come hungry to ${c.name}`,
    () => 'Good food, made to order',
  ],
  subheadlines: [
    (c) => `${c.name} is a ${c.sub}${c.inCity}. Book a table or give us a call.`,
    (c) => `Pull up a chair at ${c.name}: food cooked to order and a warm welcome.`,
  ],
  primaryCta: 'Book a table',
  introTitles: [() => 'Made to order', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'Our kitchen cooks to order, and our team is happy to talk you through the menu.',
      () =>
        'Whether you are stopping in for a quick bite or celebrating with the whole family, there is a seat for you.',
    ],
    [
      (c) => `${c.overview} That is what ${c.name} is about.`,
      () => 'We cook the food we love to eat and serve it the way we would want to be served.',
      () => 'Call ahead, or come in and stay a while.',
    ],
  ],
  mission: [
    () => 'To cook good food and make every guest feel welcome.',
    (c) => `To be a favourite place to eat${c.inCity ? ` in ${c.city}` : ''}.`,
  ],
  values: [
    { title: 'Cooked to order', text: () => 'Your meal is made when you order it.' },
    { title: 'A warm welcome', text: () => 'Families, friends and solo diners are all welcome.' },
    { title: 'Ask us anything', text: () => 'Our team is happy to talk you through the menu and its ingredients.' },
    { title: 'Part of the neighbourhood', text: () => 'We are glad to be a place where neighbours meet.' },
  ],
  services: {
    'dine-in': service(
      'Take a seat at {name} and let us look after you.',
      'Call ahead to ask about booking a table for a group.',
      ['Table service', 'Groups welcome', 'Call ahead for large groups', 'Ask about the menu'],
    ),
    takeout: service(
      'Call {name} with your order and pick it up when it is ready.',
      'Your food is packed to travel well.',
      ['Order by phone', 'Ready when you arrive', 'Packed to travel', 'The full menu to go'],
    ),
    delivery: service('{name} brings meals to your door{where}.', 'Call to check whether we deliver to your address.', [
      'Meals to your door',
      'Ask about the delivery area',
      'Order by phone',
      'Packed to travel',
    ]),
    catering: service(
      'Feeding a crowd? {name} caters office lunches, parties and family gatherings.',
      'Tell us the date, the number of guests and any dietary needs, and we will put together a menu with you.',
      ['Office lunches', 'Parties and gatherings', 'Menus planned with you', 'Dietary needs considered'],
    ),
    'private-dining': service(
      'Reserve the room at {name}, or part of it, for your group.',
      'We plan the menu and the evening with you ahead of time.',
      ['Room for your group', 'Menu planned with you', 'Birthdays and celebrations', 'Ask about availability'],
    ),
  },
  teamIntro: (c) => `The people in the kitchen and on the floor at ${c.name}.`,
  team: () => [
    { role: 'Chef', bio: 'Plans the menu and runs the kitchen.' },
    { role: 'Front of House', bio: 'Welcomes guests, takes bookings and looks after every table.' },
    { role: 'Line Cook', bio: 'Cooks each order as it comes in.' },
  ],
  menu: (c) => ({
    intro: `The ${c.name} menu. Ask us about ingredients and today’s specials.`,
    sections: (SECTIONS[c.subSlug] ?? ['Starters', 'Mains', 'Desserts']).map((title) => ({ title, items: [] })),
  }),
  events: (c) => ({ intro: `What is coming up at ${c.name}. Everyone is welcome.`, items: [] }),
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Good food, made to order'],
  contactTitle: 'Book a table',
  contactIntro: (c) => `Send ${c.name} a message to book a table or ask anything else, or call ${c.phone}.`,
  cta: { title: () => 'Hungry?', text: (c) => `Book a table at ${c.name} or give us a call.`, button: 'Book a table' },
};
