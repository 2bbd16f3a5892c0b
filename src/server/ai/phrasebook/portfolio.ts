/** Built-in copy for creative portfolios: photographers, designers, illustrators, writers. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

export const portfolio: Phrasebook = {
  headlines: [(c) => `${c.Sub}${c.inCity}`, (c) => `The work of ${c.name}`, () => 'Made with care, made to order'],
  subheadlines: [
    (c) => `${c.name} is a ${c.sub}${c.inCity}. Have a look at the work, then get in touch about yours.`,
    (c) => `Every project with ${c.name} starts with a conversation about what you have in mind.`,
  ],
  primaryCta: 'Start a project',
  introTitles: [() => 'Work made with care', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'Each project starts with listening: what it is for, who will see it and how it should feel.',
      () => 'You see the work as it takes shape and have your say before anything is final.',
    ],
    [
      (c) => `${c.overview} That is what ${c.name} is about.`,
      () => 'Good creative work comes from a clear brief and an open conversation.',
      () => 'We agree on the scope, the timing and how fees work before we begin.',
    ],
  ],
  mission: [
    () => 'To make work that people are proud to show.',
    (c) => `To bring ideas to life for people and businesses${c.inCity ? ` in ${c.city}` : ''}.`,
  ],
  values: [
    { title: 'Listening first', text: () => 'Every project starts with what you want it to do.' },
    { title: 'Clear agreements', text: () => 'Scope, timing and fees agreed before the work begins.' },
    { title: 'Your say', text: () => 'You see the work as it develops and help shape it.' },
    { title: 'Care in the details', text: () => 'The small things are what people notice.' },
  ],
  services: {
    commissions: service(
      '{name} takes on commissions: original work made to your brief.',
      'We agree on the brief, the timing and the fee, and you see the work as it develops.',
      ['Made to your brief', 'Agreed timing and fee', 'See the work develop', 'Yours to keep'],
    ),
    prints: service(
      'Prints of finished work by {name}, for homes, offices and gifts.',
      'Ask which pieces are available and which sizes we can print.',
      ['Finished work', 'Ask about sizes', 'For homes and offices', 'A thoughtful gift'],
    ),
    'branding-packages': service(
      'A name, a logo and a look that work together: {name} builds brand identities with small businesses.',
      'You get the files you need for print and screen, and notes on how to use them.',
      ['Logo and colours', 'Files for print and screen', 'Notes on using them', 'Made with you'],
    ),
    'event-coverage': service(
      '{name} records weddings, launches and gatherings{where} as they happen.',
      'We plan the day with you beforehand so nothing important is missed.',
      ['Planned with you', 'The moments that matter', 'Delivered after the event', 'Weddings, launches and more'],
    ),
    workshops: service(
      '{name} runs workshops that share the craft with beginners and hobbyists.',
      'Groups are small and questions are always welcome.',
      ['Small groups', 'Beginners welcome', 'Hands-on', 'Questions welcome'],
    ),
  },
  teamIntro: (c) => `The people behind the work at ${c.name}.`,
  team: (c) => [
    { role: 'Founder', bio: `Started ${c.name} and works on every project.` },
    { role: 'Studio Assistant', bio: 'Helps on shoots and projects and keeps the studio running.' },
  ],
  shop: (c) => ({
    intro: `Work by ${c.name} you can take home. Ask about anything you do not see here.`,
    products: [],
  }),
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Made with care, made to order'],
  contactTitle: 'Start a project',
  contactIntro: (c) =>
    `Tell ${c.name} about your project: what it is, when you need it and how to reach you. Or call ${c.phone}.`,
  cta: { title: () => 'Have a project in mind?', text: (c) => `Tell ${c.name} about it.`, button: 'Start a project' },
};
