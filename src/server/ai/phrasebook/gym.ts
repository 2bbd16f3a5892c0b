/** Built-in copy for gyms and studios: encouraging, no results promised, no health claims. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

export const gym: Phrasebook = {
  headlines: [(c) => `${c.Sub}${c.inCity}`, (c) => `Train with ${c.name}`, () => 'Come as you are, train at your pace'],
  subheadlines: [
    (c) =>
      `${c.name} is a ${c.sub}${c.inCity} for beginners and regulars alike. Ask about memberships, classes and coaching.`,
    (c) => `New to training or coming back to it? ${c.name} will help you find a way to train that suits you.`,
  ],
  primaryCta: 'Ask about joining',
  introTitles: [() => 'Everyone starts somewhere', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'We welcome people of every age and experience, and our coaches are happy to show you around.',
      () => 'Ask us about memberships, classes and coaching, and we will help you choose.',
    ],
    [
      (c) => `${c.overview} That is what ${c.name} is about.`,
      () => 'Training is easier with people who know your name and cheer you on.',
      () => 'Drop by, have a look around and ask us anything.',
    ],
  ],
  mission: [
    () => 'To make training welcoming for everyone who walks in.',
    (c) => `To be a friendly place to train${c.inCity ? ` in ${c.city}` : ''}.`,
  ],
  values: [
    { title: 'Everyone welcome', text: () => 'Beginners and regulars train side by side.' },
    { title: 'Coaching that listens', text: () => 'Our coaches work with your goals and your pace.' },
    { title: 'A clean, friendly space', text: () => 'Equipment cared for and a team that says hello.' },
    { title: 'Community', text: () => 'Training is better with people who cheer you on.' },
  ],
  services: {
    memberships: service(
      'A membership at {name} gives you regular access to the gym and its equipment.',
      'Ask us about the membership options and we will help you choose.',
      ['Regular access', 'Options to choose from', 'A tour before you join', 'Questions welcome'],
    ),
    'personal-training': service(
      'Work one-on-one with a coach at {name}, with sessions planned around your own goals.',
      'Your coach explains each exercise and adjusts the plan as you go.',
      ['One-on-one sessions', 'Planned around your goals', 'Each exercise explained', 'Adjusted as you go'],
    ),
    'group-classes': service(
      'Train with others in coached group classes at {name}.',
      'Ask for the class schedule, and tell the coach if you are new.',
      ['Coached classes', 'All levels welcome', 'Ask for the schedule', 'Train with others'],
    ),
    'drop-in-visits': service(
      'Visiting{where} or trying us out? {name} welcomes drop-in visits.',
      'Call ahead to check when the gym is open to drop-ins.',
      ['Single visits', 'Travellers welcome', 'Call ahead', 'Try before you join'],
    ),
    'beginner-sessions': service(
      'New to training? {name} offers a gentle start with a coach who shows you the basics.',
      'Questions are always welcome, and nobody is rushed.',
      ['The basics shown', 'A gentle start', 'Questions welcome', 'At your pace'],
    ),
  },
  teamIntro: (c) => `The coaches and staff at ${c.name}.`,
  team: () => [
    { role: 'Head Coach', bio: 'Plans the classes and helps members find the right way to train.' },
    { role: 'Coach', bio: 'Leads classes and one-on-one sessions.' },
    { role: 'Front Desk', bio: 'Welcomes members, answers questions and handles bookings.' },
  ],
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Train at your own pace'],
  contactTitle: 'Ask about joining',
  contactIntro: (c) =>
    `Send ${c.name} a message with your questions about memberships, classes or coaching, or call ${c.phone}.`,
  cta: {
    title: () => 'Ready to start?',
    text: (c) => `Drop by ${c.name} or send us a message.`,
    button: 'Ask about joining',
  },
};
