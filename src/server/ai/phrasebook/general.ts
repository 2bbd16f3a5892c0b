/** Built-in copy for a custom niche: adapts to whatever the owner said their business is. */
import type { Phrasebook, ServiceCopy } from './types.ts';

const known: Record<string, (name: string, sub: string) => ServiceCopy> = {
  'free-consultation': (name, sub) => ({
    paragraphs: [
      () =>
        `Not sure where to start? Book a free consultation with ${name}. We will listen to what you need, answer your questions about ${sub} and suggest the best next step.`,
      () => 'There is no obligation: you leave with clear options and an honest price.',
    ],
    highlights: [
      'No cost, no obligation',
      'In person or by phone',
      'Clear options and pricing',
      'Advice from experienced people',
    ],
  }),
  'custom-orders': (name) => ({
    paragraphs: [
      () => `Looking for something specific? ${name} takes custom orders, made or sourced to your exact request.`,
      () =>
        'Tell us what you have in mind and when you need it, and we will confirm the details and price before we begin.',
    ],
    highlights: ['Made to your request', 'Price confirmed up front', 'Updates along the way', 'Ready when you need it'],
  }),
  appointments: (name) => ({
    paragraphs: [
      () =>
        `Skip the wait with a booked appointment at ${name}. Choose a time that suits you and we will have everything ready when you arrive.`,
      () => 'Call or send us a message to book, change or cancel an appointment.',
    ],
    highlights: [
      'Times that fit your schedule',
      'Book by phone or message',
      'Friendly reminders',
      'Easy to reschedule',
    ],
  }),
  'repairs-and-maintenance': (name) => ({
    paragraphs: [
      () =>
        `Keep what you already own working well. ${name} offers repairs and regular maintenance with honest advice about what needs doing now and what can wait.`,
      () => 'We explain the problem, quote the fix and get it done promptly.',
    ],
    highlights: [
      'Honest assessments',
      'Quotes before work starts',
      'Quality parts and materials',
      'Work we stand behind',
    ],
  }),
  'local-delivery': (name) => ({
    paragraphs: [
      () => `${name} delivers locally, so you can get what you need without leaving home.`,
      () => 'Order by phone or message and we will arrange a delivery time that works for you.',
    ],
    highlights: [
      'Local delivery area',
      'Order by phone or message',
      'Delivery times that suit you',
      'Careful handling',
    ],
  }),
  'workshops-and-classes': (name, sub) => ({
    paragraphs: [
      () =>
        `Learn from people who love what they do. ${name} runs hands-on workshops and classes on ${sub} for beginners and enthusiasts alike.`,
      () => 'Groups are small, materials are included and questions are always welcome.',
    ],
    highlights: ['Small groups', 'Materials included', 'Beginners welcome', 'Private sessions on request'],
  }),
  'gift-cards': (name) => ({
    paragraphs: [
      () =>
        `Give the gift of ${name}. Our gift cards are available in any amount and are easy to pick up or order by phone.`,
      () => 'They make a thoughtful present for birthdays, holidays and thank-yous.',
    ],
    highlights: ['Any amount', 'Pick up or order by phone', 'A thoughtful present', 'Easy to redeem'],
  }),
};

export const general: Phrasebook = {
  headlines: [
    (c) => `${c.Sub}${c.inCity}, done properly`,
    (c) => `Welcome to ${c.name}`,
    (c) => `Your local ${c.sub} specialists`,
  ],
  subheadlines: [
    (c) =>
      `${c.name} brings care, experience and friendly service to ${c.sub}${c.inCity}. Get in touch and see the difference.`,
    (c) => `Local, independent and proud of our work: ${c.name} is here for everything ${c.sub}.`,
  ],
  primaryCta: 'Get in touch',
  introTitles: [(c) => `${c.Sub} with a personal touch`, (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is an independent ${c.sub} business${c.inCity}. ${c.overview}`,
      () =>
        'We are a small team, which means you deal with people who know their work and care about getting it right for you.',
      () => 'We keep our prices fair, our promises realistic and our doors open to questions.',
    ],
    [
      (c) => `${c.overview} That is what ${c.name} is about.`,
      (c) => `Customers choose us for ${c.sub} because we listen first, explain clearly and follow through.`,
      () => 'Every job, order and visit gets the same attention, whether it is large or small.',
    ],
  ],
  mission: [
    (c) => `To be the ${c.sub} people recommend to their friends${c.inCity ? ` in ${c.city}` : ''}.`,
    () => 'Good work, fair prices and service that treats people like neighbours.',
  ],
  values: [
    { title: 'Personal service', text: () => 'You talk to the people who do the work, not a call centre.' },
    { title: 'Fair and upfront', text: () => 'Clear prices and honest advice before anything begins.' },
    {
      title: 'Proud of our work',
      text: () => 'We take the time to do things properly and we stand behind the result.',
    },
    {
      title: 'Part of the community',
      text: () => 'We are local, we hire locally and we support the neighbourhood we serve.',
    },
  ],
  services: {},
  serviceFallback: (c, name) => (known[name] ?? known['free-consultation']!)(c.name, c.sub),
  teamIntro: (c) => `Meet the people behind ${c.name}.`,
  team: (c) => [
    {
      role: 'Owner',
      bio: `Started ${c.name} to offer ${c.sub} the way it should be done, and still looks after customers personally.`,
    },
    {
      role: 'Customer Care Lead',
      bio: 'Answers questions, books appointments and makes sure nothing falls through the cracks.',
    },
    { role: 'Specialist', bio: `Brings hands-on skill and care in ${c.sub} to every job.` },
  ],
  shop: (c) => ({
    intro: `A selection of what ${c.name} offers. Prices in Canadian dollars; ask us about anything you do not see.`,
    products: [],
  }),
  events: (c) => ({ intro: `Meet the ${c.name} team in person at one of our upcoming events.`, items: [] }),
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Local, independent, proud of our work'],
  contactTitle: 'Get in touch',
  contactIntro: (c) =>
    `Send ${c.name} a message with your question or request and we will get back to you soon. Prefer to talk? Call ${c.phone}.`,
  cta: {
    title: (c) => `Talk to ${c.name} today`,
    text: () => 'Questions, quotes or bookings: we are happy to help.',
    button: 'Get in touch',
  },
};
