/** Built-in copy for realtors and property managers: local, practical, no sales figures or promises. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

export const realEstate: Phrasebook = {
  headlines: [
    (c) => `${c.Sub}${c.inCity}`,
    (c) => `Buying or selling? Talk to ${c.name}`,
    () => 'Your next move, planned together',
  ],
  subheadlines: [
    (c) =>
      `${c.name} helps buyers, sellers and owners with ${c.sub}${c.inCity}. We explain each step and keep you informed from the first call to the keys.`,
    (c) => `Thinking about a move? ${c.name} will walk you through the process, the paperwork and the local market.`,
  ],
  primaryCta: 'Start a conversation',
  introTitles: [() => 'Every step explained', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} works in ${c.sub}${c.inCity}. ${c.overview}`,
      () =>
        'Buying or selling a property is a big decision. We explain each step, answer questions quickly and keep you informed.',
      () => 'We know the neighbourhoods we work in and are happy to share what we see in the local market.',
    ],
    [
      (c) => `${c.overview} That is how we work at ${c.name}.`,
      () => 'We listen to what you need first, then plan the search, the sale or the management around it.',
      () => 'You always know what happens next and who to call.',
    ],
  ],
  mission: [
    () => 'To make moving simpler, one clear step at a time.',
    (c) => `To help people${c.inCity ? ` in ${c.city}` : ''} buy, sell and rent with confidence.`,
  ],
  values: [
    { title: 'Local knowledge', text: () => 'We work in the neighbourhoods we know and share what we see.' },
    { title: 'Clear communication', text: () => 'You hear from us promptly and always know the next step.' },
    { title: 'Your goals first', text: () => 'We plan around what you need, not around a quick sale.' },
    { title: 'Honest advice', text: () => 'We tell you what we think, even when it is not what you hoped to hear.' },
  ],
  services: {
    'home-buying': service(
      '{name} helps buyers{where} find homes that fit, book viewings and prepare offers.',
      'We explain conditions, deposits and closing steps so nothing catches you off guard.',
      ['A search around your needs', 'Viewings arranged', 'Offers prepared with you', 'Closing steps explained'],
    ),
    'home-selling': service(
      'Selling with {name} starts with a conversation about your home, your timing and the local market.',
      'We prepare the listing, arrange showings and go through every offer with you.',
      ['A plan for your sale', 'Listing and photos arranged', 'Showings handled', 'Every offer reviewed with you'],
    ),
    'market-evaluations': service(
      'Curious what your property might sell for? {name} looks at recent local sales and talks you through them.',
      'There is no obligation to list: it is a conversation to help you plan.',
      ['Recent local sales', 'Talked through with you', 'No obligation to list', 'Helps you plan'],
    ),
    'property-management': service(
      '{name} looks after rental properties{where}: finding tenants, collecting rent and arranging upkeep.',
      'Owners get regular updates and a single person to call.',
      ['Tenant search', 'Rent collection', 'Upkeep arranged', 'Regular updates for owners'],
    ),
    'relocation-help': service(
      'Moving to a new town? {name} helps you get to know neighbourhoods, schools and services before you decide.',
      'We can arrange viewings around your trip so your time is well spent.',
      ['Neighbourhood tours', 'Viewings around your trip', 'Local contacts', 'Help after the move'],
    ),
  },
  teamIntro: (c) => `The people at ${c.name} who will help with your move.`,
  team: () => [
    { role: 'Realtor', bio: 'Works with buyers and sellers from the first conversation to the keys.' },
    { role: 'Buyer Agent', bio: 'Finds homes that fit, books viewings and prepares offers with buyers.' },
    { role: 'Office Administrator', bio: 'Handles paperwork, schedules and calls so nothing is missed.' },
  ],
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Your next move, planned together'],
  contactTitle: 'Start a conversation',
  contactIntro: (c) =>
    `Tell us whether you are buying, selling or renting, and when. ${c.name} will get back to you, or call ${c.phone}.`,
  cta: {
    title: () => 'Thinking about a move?',
    text: (c) => `Talk it through with ${c.name}.`,
    button: 'Start a conversation',
  },
};
