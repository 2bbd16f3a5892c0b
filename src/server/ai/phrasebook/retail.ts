/** Built-in copy for independent shops: products and prices come from the owner's editor. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

export const retail: Phrasebook = {
  headlines: [
    (c) => `${c.Sub}${c.inCity}`,
    (c) => `Come shop at ${c.name}`,
    () => 'Local, independent and glad to help',
  ],
  subheadlines: [
    (c) => `${c.name} is an independent ${c.sub}${c.inCity}. Drop by, browse the shelves and ask us anything.`,
    (c) => `Looking for something? The team at ${c.name} will help you find it, or order it in.`,
  ],
  primaryCta: 'Visit the store',
  introTitles: [() => 'Ask us, we are glad to help', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is an independent ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'We choose what we stock with care and are always happy to help you find the right thing.',
      () => 'If we do not have it, ask us: we may be able to order it in.',
    ],
    [
      (c) => `${c.overview} That is what ${c.name} is about.`,
      () => 'Shopping locally means talking to people who know what they sell.',
      () => 'Drop by, take your time and ask us anything.',
    ],
  ],
  mission: [
    () => 'To be a friendly shop where people find what they need.',
    (c) => `To keep independent shopping alive${c.inCity ? ` in ${c.city}` : ''}.`,
  ],
  values: [
    { title: 'Chosen with care', text: () => 'We stock things we would be glad to use ourselves.' },
    { title: 'Friendly help', text: () => 'Ask us anything: we know what we sell.' },
    { title: 'Local', text: () => 'An independent shop, part of the neighbourhood.' },
    { title: 'Special orders', text: () => 'If we do not stock it, ask whether we can order it in.' },
  ],
  services: {
    'in-store-shopping': service(
      'Drop by {name}, browse the shelves and ask the team for help.',
      'Take your time: we are happy to answer questions.',
      ['Browse at your pace', 'Friendly help', 'Ask us anything', 'Local and independent'],
    ),
    'special-orders': service(
      'Cannot find it on our shelves? Ask {name} to order it in.',
      'We will tell you whether we can get it and let you know when it arrives.',
      ['Items we do not stock', 'We let you know when it arrives', 'Ask in store or by phone', 'Pick up when ready'],
    ),
    'local-delivery': service(
      '{name} delivers purchases to your door{where}.',
      'Ask whether we deliver to your address and when.',
      ['To your door', 'Ask about the area', 'Order by phone', 'Careful handling'],
    ),
    'gift-wrapping': service(
      'Buying a present? {name} wraps it so it is ready to give.',
      'Just ask at the counter when you pay.',
      ['Ready to give', 'Ask at the counter', 'A thoughtful touch', 'Any occasion'],
    ),
    'gift-cards': service(
      'Not sure what to choose? A {name} gift card lets them pick.',
      'Gift cards are available in the amount of your choice.',
      ['Amount of your choice', 'They choose', 'Easy to give', 'Ask in store'],
    ),
  },
  teamIntro: (c) => `The people behind the counter at ${c.name}.`,
  team: () => [
    { role: 'Owner', bio: 'Chooses what we stock and loves hearing what customers are looking for.' },
    { role: 'Sales Associate', bio: 'Helps customers find what they need and handles special orders.' },
  ],
  shop: (c) => ({
    intro: `A few of the things you will find at ${c.name}. Ask us about anything you do not see.`,
    products: [],
  }),
  events: (c) => ({ intro: `What is coming up at ${c.name}. Everyone is welcome.`, items: [] }),
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Local, independent and glad to help'],
  contactTitle: 'Visit or get in touch',
  contactIntro: (c) =>
    `Have a question about a product or a special order? Send ${c.name} a message or call ${c.phone}.`,
  cta: {
    title: () => 'Come say hello',
    text: (c) => `Drop by ${c.name} or send us a message.`,
    button: 'Get in touch',
  },
};
