/** Built-in copy for charities, associations and clubs: warm, inviting, no impact figures invented. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

export const nonProfit: Phrasebook = {
  headlines: [
    (c) => `${c.Sub}${c.inCity}`,
    (c) => `Get involved with ${c.name}`,
    () => 'Neighbours helping neighbours',
  ],
  subheadlines: [
    (c) => `${c.name} is a ${c.sub}${c.inCity}. Find out what we do and how you can help.`,
    (c) => `${c.name} depends on people who give their time and support. There is a place for you here.`,
  ],
  primaryCta: 'Get involved',
  introTitles: [() => 'There is a place for you here', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'Our work depends on volunteers, members and supporters who share our cause.',
      () => 'Whether you can give an hour or a year, we would love to hear from you.',
    ],
    [
      (c) => `${c.overview} That is what ${c.name} is about.`,
      () => 'We are run by people who care about this community and want to see it thrive.',
      () => 'Get in touch to find out how to take part.',
    ],
  ],
  mission: [
    (c) => `To serve our community${c.inCity ? ` in ${c.city}` : ''} and welcome everyone who wants to help.`,
    () => 'To bring people together around a cause we share.',
  ],
  values: [
    { title: 'Everyone welcome', text: () => 'Members, volunteers and neighbours of every background.' },
    { title: 'Open about our work', text: () => 'We are happy to explain what we do and how support is used.' },
    { title: 'Run by people who care', text: () => 'Our work is done by people from this community.' },
    { title: 'Together', text: () => 'We do more when we work side by side.' },
  ],
  services: {
    programs: service(
      'Find out about the programs {name} runs{where} and who they are for.',
      'Get in touch to ask how to take part or to refer someone.',
      ['Who the programs are for', 'How to take part', 'Referrals welcome', 'Questions welcome'],
    ),
    volunteering: service(
      '{name} welcomes volunteers. Give your time and skills to a cause you care about.',
      'Tell us what you enjoy doing and when you are free, and we will find a good fit.',
      ['Roles for different skills', 'Fits around your schedule', 'A welcoming team', 'Ask us how to start'],
    ),
    donations: service(
      'Gifts to {name} support our work in the community.',
      'Ask us how to give and how your gift will be used.',
      ['Ways to give', 'Ask how gifts are used', 'Every gift welcome', 'Thank you'],
    ),
    memberships: service(
      'Join {name} as a member and have a say in what we do.',
      'Ask us about becoming a member and what it involves.',
      ['Have a say', 'Meet others who care', 'Ask what it involves', 'Everyone welcome'],
    ),
    'community-events': service(
      '{name} brings supporters and neighbours together at events through the year.',
      'Watch this website for what is coming up, or ask to hear about it.',
      ['Gatherings for everyone', 'Meet the team', 'Bring a friend', 'Ask what is coming up'],
    ),
  },
  teamIntro: (c) => `The people who keep ${c.name} going.`,
  team: () => [
    { role: 'Board Chair', bio: 'Leads the board and helps set the direction of our work.' },
    { role: 'Coordinator', bio: 'Organizes programs and volunteers day to day.' },
    { role: 'Volunteer Lead', bio: 'Welcomes new volunteers and helps them find their place.' },
  ],
  events: (c) => ({ intro: `What is coming up at ${c.name}. Everyone is welcome.`, items: [] }),
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Neighbours helping neighbours'],
  contactTitle: 'Get involved',
  contactIntro: (c) => `Want to volunteer, join or ask a question? Send ${c.name} a message or call ${c.phone}.`,
  cta: {
    title: () => 'Want to help?',
    text: (c) => `Find out how to get involved with ${c.name}.`,
    button: 'Get involved',
  },
};
