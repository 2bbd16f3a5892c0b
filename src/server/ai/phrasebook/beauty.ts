/** Built-in copy for salons, barbers and spas: friendly, no treatment results promised. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

export const beauty: Phrasebook = {
  headlines: [(c) => `${c.Sub}${c.inCity}`, (c) => `Book your visit at ${c.name}`, () => 'Time for you'],
  subheadlines: [
    (c) => `${c.name} is a ${c.sub}${c.inCity}. Book a visit and tell us what you would like.`,
    (c) => `Relax and let the team at ${c.name} look after you. We talk it through with you first.`,
  ],
  primaryCta: 'Book a visit',
  introTitles: [() => 'Talk it through first', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'Every visit starts with a conversation about what you would like.',
      () => 'We take our time, keep the space clean and make sure you leave happy.',
    ],
    [
      (c) => `${c.overview} That is what ${c.name} is about.`,
      () => 'We listen, suggest and then get to work, checking in with you as we go.',
      () => 'Book a visit or drop by to ask a question.',
    ],
  ],
  mission: [
    () => 'To give every client time, care and a result they are happy with.',
    (c) => `To be a friendly place to relax${c.inCity ? ` in ${c.city}` : ''}.`,
  ],
  values: [
    { title: 'Listening first', text: () => 'We ask what you would like before we begin.' },
    { title: 'Clean and tidy', text: () => 'Tools and stations cleaned between every client.' },
    { title: 'Unhurried', text: () => 'Your visit is booked with time to do it properly.' },
    { title: 'Everyone welcome', text: () => 'Every age, style and texture is welcome here.' },
  ],
  services: {
    haircuts: service(
      'Cuts and styling at {name} for every length and texture.',
      'Tell us what you would like, or bring a photo, and we will talk it through.',
      ['Cuts and styling', 'Every length and texture', 'Talked through first', 'Bring a photo'],
    ),
    colour: service(
      'Colour, highlights and touch-ups at {name}, talked through with you first.',
      'Ask us about a patch test before your first colour visit.',
      ['Colour and highlights', 'Touch-ups', 'Talked through first', 'Ask about a patch test'],
    ),
    'manicures-and-pedicures': service(
      'Nail care for hands and feet at {name}.',
      'Tools are cleaned between every client.',
      ['Manicures', 'Pedicures', 'Clean tools', 'Relaxed visits'],
    ),
    facials: service(
      'Skin care treatments at {name} in a quiet room.',
      'Tell us about your skin before we begin, and we will suggest a treatment.',
      ['A quiet room', 'Suggested for your skin', 'Time to relax', 'Questions welcome'],
    ),
    'wedding-parties': service(
      'Hair and beauty for the big day: {name} looks after the whole wedding party.',
      'Book a trial visit and plan the day with us ahead of time.',
      ['The whole party', 'Trial visits', 'Planned ahead', 'A calm morning'],
    ),
  },
  teamIntro: (c) => `The team at ${c.name}.`,
  team: () => [
    {
      role: 'Owner and Stylist',
      bio: 'Looks after clients and the team, and is always happy to talk about your next look.',
    },
    { role: 'Stylist', bio: 'Listens first, then works with care until you are happy.' },
    { role: 'Front Desk', bio: 'Books visits and answers your questions.' },
  ],
  shop: (c) => ({
    intro: `Products we use and recommend at ${c.name}. Ask us about anything you do not see.`,
    products: [],
  }),
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Time for you'],
  contactTitle: 'Book a visit',
  contactIntro: (c) => `Send ${c.name} a message to book or ask a question, or call ${c.phone}.`,
  cta: { title: () => 'Ready for your visit?', text: (c) => `Book with ${c.name} today.`, button: 'Book a visit' },
};
