/** Built-in copy for cafés: written for real coffee shops, bistros, tea houses and bakeries. */
import type { Phrasebook } from './types.ts';
import { cafeEvents, cafeMenu, cafeShop } from './cafe-menu.ts';

const SIGNATURE: Record<string, string> = {
  'coffee-shop': 'carefully pulled espresso, slow drip coffee and pastries baked every morning',
  bistro: 'simple seasonal plates, good coffee and a glass of something nice',
  'tea-house': 'loose-leaf teas steeped properly, scones and quiet corners to linger in',
  'bakery-cafe': 'bread, buns and pastries from our own ovens with coffee to match',
  'juice-bar': 'cold-pressed juices, smoothies and bowls made to order from whole fruit and vegetables',
  'brunch-cafe': 'all-day brunch, bottomless drip coffee and plates worth getting up for',
  'dessert-cafe': 'cakes, tarts and house-made gelato with espresso to balance the sweetness',
  'coffee-roastery': 'coffee we roast ourselves in small batches, brewed the way each bean deserves',
};

const sig = (slug: string) => SIGNATURE[slug] ?? 'good coffee, fresh baking and a warm welcome';

export const cafe: Phrasebook = {
  headlines: [
    (c) => `Your neighbourhood ${c.sub}${c.inCity}`,
    (c) => `Good mornings start at ${c.name}`,
    (c) => `Come for the coffee, stay for the company`,
  ],
  subheadlines: [
    (c) => `${c.name} serves ${sig(c.subSlug)}. Pull up a chair or grab one to go.`,
    (c) => `Expect ${sig(c.subSlug)}, friendly faces behind the counter and a seat by the window${c.inCity}.`,
  ],
  primaryCta: 'Visit us today',
  introTitles: [(c) => `A ${c.sub} made for regulars`, (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `The story of ${c.name}`,
  about: [
    [
      (c) => `${c.name} is an independent ${c.sub}${c.inCity}. ${c.overview}`,
      (c) =>
        `We keep things simple on purpose: ${sig(c.subSlug)}, served by people who know your name and your usual order. Ask us what is fresh today.`,
      () =>
        `Whether you are catching up with a friend, working through your inbox or rushing to the next thing, there is room for you here.`,
    ],
    [
      (c) => `${c.overview} That is the heart of ${c.name}.`,
      (c) => `We opened our doors to give the neighbourhood a ${c.sub} worth walking to: ${sig(c.subSlug)}.`,
      () =>
        `Every cup and every plate is made to order, and every guest is treated like a regular, even on their first visit.`,
    ],
  ],
  mission: [
    (c) =>
      `To pour a great cup and give${c.inCity ? ` ${c.city}` : ' our neighbours'} a warm, easy place to gather every day of the week.`,
    () => `Good coffee, honest food and a welcome that makes people want to come back tomorrow.`,
  ],
  values: [
    {
      title: 'Made fresh daily',
      text: () => 'Pastries come out of the oven each morning and nothing sits in a display case for days.',
    },
    {
      title: 'Sourced with care',
      text: () => 'We buy coffee, dairy and produce from suppliers we trust, and from local farms whenever we can.',
    },
    {
      title: 'A seat for everyone',
      text: () => 'Strollers, laptops, book clubs and first dates: our tables are open to all of them.',
    },
    {
      title: 'Baristas who care',
      text: () => 'Our team dials in the espresso every morning and is happy to help you find your new favourite.',
    },
  ],
  services: {
    'dine-in': {
      paragraphs: [
        (c) =>
          `Stay a while at ${c.name}. Our dining room has comfortable seating, free Wi-Fi, outlets along the wall and real mugs, so your latte never has to come in a paper cup.`,
        () =>
          'Order at the counter and we will bring your food to your table. High chairs and a quiet corner for meetings are available too.',
      ],
      highlights: [
        'Free Wi-Fi and power outlets',
        'Real mugs and plates, no waste',
        'Table service for food orders',
        'Family friendly, high chairs available',
      ],
    },
    takeout: {
      paragraphs: [
        (c) =>
          `Short on time? ${c.name} makes takeout quick: order at the counter or call ahead on ${c.phone} and your order will be ready when you arrive.`,
        () =>
          'Bring your own cup and we will take a little off the price. Compostable cups and lids for everyone else.',
      ],
      highlights: [
        'Call-ahead pickup',
        'Discount for your own reusable cup',
        'Compostable packaging',
        'Trays for office coffee runs',
      ],
    },
    catering: {
      paragraphs: [
        (c) =>
          `Feed the meeting, the open house or the team breakfast with ${c.name}. We cater coffee service, pastry platters, sandwiches and salads for groups of ten to a hundred.`,
        () =>
          'Tell us the date, the head count and any dietary needs. We will suggest a menu, confirm a price and deliver it set up and ready to serve.',
      ],
      highlights: [
        'Coffee service with cups, cream and sugar',
        'Pastry, sandwich and salad platters',
        'Vegan and gluten-free choices',
        'Delivery and set-up included nearby',
      ],
    },
    'private-events': {
      paragraphs: [
        (c) =>
          `Book ${c.name} after hours for birthdays, baby showers, book launches and workshops. You get the whole room, our team behind the counter and a menu planned with you.`,
        () =>
          'We can seat about thirty guests or host forty standing. Bring your own decorations; we will look after the coffee, food and clean-up.',
      ],
      highlights: [
        'Evening and weekend bookings',
        'Custom food and drink menu',
        'Seating planned around your group',
        'Set-up and clean-up included',
      ],
    },
    'wholesale-coffee': {
      paragraphs: [
        (c) =>
          `Serve the same coffee as ${c.name} at your office, restaurant or shop. We supply whole bean and ground coffee, roasted fresh and delivered on a schedule that suits you.`,
        () => 'Wholesale partners get brewing advice, staff training and help dialling in their equipment.',
      ],
      highlights: [
        'Roasted to order, delivered fresh',
        'Weekly or monthly deliveries',
        'Barista training for your staff',
        'Volume pricing',
      ],
    },
    'custom-cakes': {
      paragraphs: [
        (c) =>
          `Celebrate with a cake from ${c.name}. We bake birthday, wedding and anniversary cakes, cupcake towers and dessert trays from scratch, decorated to your theme.`,
        () =>
          'Order at least a week ahead for most cakes and two weeks for weddings. Tell us about allergies and we will suggest flavours that work for everyone.',
      ],
      highlights: [
        'Baked from scratch',
        'Flavours and decoration to your theme',
        'Gluten-free and vegan options',
        'Order one to two weeks ahead',
      ],
    },
    'gift-cards': {
      paragraphs: [
        (c) =>
          `A ${c.name} gift card is the easy present for teachers, coworkers and the coffee lover in your life. Pick them up at the counter in any amount.`,
        () => 'Gift cards never expire and can be reloaded whenever you like.',
      ],
      highlights: ['Any amount', 'Never expire', 'Reloadable at the counter', 'Great for teachers and teams'],
    },
  },
  teamIntro: (c) =>
    `The people behind the counter at ${c.name} are the reason guests come back. Here is who you will meet.`,
  team: (c) => [
    {
      role: 'Owner',
      bio: `Opened ${c.name} to give the neighbourhood a ${c.sub} worth walking to, and still works the morning rush most days.`,
    },
    {
      role: 'Head Barista',
      bio: 'Dials in the espresso every morning, trains new baristas and is always happy to talk beans.',
    },
    { role: 'Baker', bio: 'Starts before sunrise so the croissants, muffins and loaves are warm when the doors open.' },
    {
      role: 'Front of House',
      bio: 'Keeps the line moving, remembers regulars’ orders and makes every guest feel at home.',
    },
  ],
  menu: cafeMenu,
  shop: cafeShop,
  events: cafeEvents,
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Good coffee, fresh baking, friendly faces'],
  contactTitle: 'Visit or get in touch',
  contactIntro: (c) =>
    `Questions about catering, events or the menu? Send ${c.name} a message and we will get back to you soon, or call ${c.phone}.`,
  cta: {
    title: (c) => `See you soon at ${c.name}`,
    text: () => 'Drop in for a coffee, or get in touch about catering and private events.',
    button: 'Get in touch',
  },
};
