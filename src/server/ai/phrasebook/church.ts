/** Built-in copy for churches: warm, plain-spoken, for every tradition in the catalogue. */
import type { Phrasebook } from './types.ts';

const LEADER: Record<string, string> = {
  'catholic-parish': 'Parish Priest',
  'anglican-church': 'Rector',
  'united-church': 'Minister',
  'lutheran-church': 'Pastor',
};
const leader = (slug: string) => LEADER[slug] ?? 'Lead Pastor';
const gathering = (slug: string) => (slug === 'catholic-parish' ? 'Mass' : 'worship');

export const church: Phrasebook = {
  headlines: [
    (c) => `A place to belong${c.inCity}`,
    (c) => `Everyone is welcome at ${c.name}`,
    () => `Faith, family and friendship, every week`,
  ],
  subheadlines: [
    (c) =>
      `${c.name} is a ${c.sub} where people of every age gather for ${gathering(c.subSlug)}, prayer and care for our neighbours. Come as you are.`,
    (c) =>
      `Join us for worship. Whether you have been part of a church for years or are visiting for the first time, ${c.name} has a seat saved for you.`,
  ],
  primaryCta: 'Plan your visit',
  introTitles: [() => 'Come as you are', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () =>
        'We are a community of ordinary people learning to follow Jesus together. We gather to worship, study scripture, pray for one another and serve our neighbours with practical love.',
      () =>
        'Our doors are open to families, students, seniors, newcomers to Canada and anyone who is searching. You do not need to have it all figured out to belong here.',
    ],
    [
      (c) => `${c.overview} That is who we are at ${c.name}.`,
      (c) =>
        `As a ${c.sub}, we hold to the hope of the gospel and try to live it out in simple ways: showing up for one another, sharing meals and caring for the people around us.`,
      () =>
        'Visitors are always welcome. Someone at the door will be glad to show you around and answer any questions.',
    ],
  ],
  mission: [
    (c) =>
      `To love God, love our neighbours${c.inCity ? ` in ${c.city}` : ''} and make room at the table for everyone.`,
    () => 'To be a church where people find faith, friendship and a reason to hope.',
  ],
  values: [
    {
      title: 'Welcome',
      text: () => 'Newcomers, doubters and lifelong believers all have a place here. Come as you are.',
    },
    { title: 'Worship', text: () => 'We gather each week to sing, pray, hear scripture and be reminded of grace.' },
    { title: 'Community', text: () => 'Small groups, shared meals and people who notice when you are missing.' },
    {
      title: 'Service',
      text: () => 'We put faith into action with food hampers, visits and help for neighbours in need.',
    },
  ],
  services: {
    'sunday-worship': {
      paragraphs: [
        (c) =>
          `Every ${gathering(c.subSlug)} at ${c.name} brings the whole church family together for music, prayer, scripture and a message that speaks to everyday life.`,
        () =>
          'Services last about an hour. Dress is casual, coffee is on after the service, and first-time guests are always welcome to stay and meet people.',
      ],
      highlights: [
        'About an hour, casual dress',
        'Programs for kids during the service',
        'Coffee and conversation afterwards',
        'Visitors always welcome',
      ],
    },
    'bible-study': {
      paragraphs: [
        (c) =>
          `Bible study at ${c.name} is a chance to read scripture slowly, ask honest questions and pray for one another in a small group.`,
        () =>
          'Groups meet midweek in homes and at the church. No experience is needed; bring a Bible if you have one, or borrow one of ours.',
      ],
      highlights: [
        'Small, welcoming groups',
        'Daytime and evening options',
        'Beginners welcome',
        'Study guides provided',
      ],
    },
    'youth-ministry': {
      paragraphs: [
        (c) =>
          `Youth ministry at ${c.name} gives teens a place to ask big questions, build real friendships and grow in faith with caring adult leaders.`,
        () => 'Youth nights mix games, food and a short talk, and we plan camps and service trips together.',
      ],
      highlights: [
        'For teens and students',
        'Regular youth nights',
        'Screened, trained volunteer leaders',
        'Camps and service trips',
      ],
    },
    'childrens-ministry': {
      paragraphs: [
        (c) =>
          `Children’s ministry at ${c.name} helps kids discover God’s love through stories, songs, crafts and play, in age-appropriate classes during ${gathering(c.subSlug)}.`,
        () => 'Every volunteer is screened and trained, and parents check children in and out at our welcome desk.',
      ],
      highlights: [
        'Nursery to grade six',
        'Secure check-in and check-out',
        'Screened, trained volunteers',
        'Bible stories, crafts and songs',
      ],
    },
    weddings: {
      paragraphs: [
        (c) =>
          `Celebrate your marriage at ${c.name}. Our ministers meet with couples before the wedding for preparation and help plan a ceremony that is meaningful to you.`,
        () =>
          'Please contact us at least six months before your date to check availability and begin marriage preparation.',
      ],
      highlights: [
        'Marriage preparation sessions',
        'Ceremony planning with a minister',
        'Sanctuary seating for your guests',
        'Book six months ahead',
      ],
    },
    baptisms: {
      paragraphs: [
        (c) =>
          `Baptism is a joyful step of faith, and ${c.name} is honoured to walk with children, families and adults preparing for it.`,
        () => 'We offer a short preparation class before each baptism and celebrate together during worship.',
      ],
      highlights: [
        'For children and adults',
        'Preparation class included',
        'Celebrated with the whole church',
        'Held several times a year',
      ],
    },
    'community-outreach': {
      paragraphs: [
        (c) =>
          `${c.name} serves${c.inCity ? ` ${c.city}` : ' our neighbours'} in practical ways: food hampers, warm clothing drives, hospital and home visits, and a community supper open to everyone.`,
        () => 'Volunteers are always welcome, whether you attend the church or simply want to help.',
      ],
      highlights: [
        'Food hampers and clothing drives',
        'Hospital and home visits',
        'Monthly community supper',
        'Volunteers welcome',
      ],
    },
    'funerals-and-memorials': {
      paragraphs: [
        (c) =>
          `When you lose someone you love, ${c.name} is here to help. Our ministers plan funerals and memorial services with families, with care and without rushing.`,
        () =>
          'We can host a reception in our hall after the service and continue to support families in the months that follow.',
      ],
      highlights: [
        'Services planned with your family',
        'Reception space available',
        'Grief support afterwards',
        'Open to members and the wider community',
      ],
    },
  },
  teamIntro: (c) =>
    `The people who serve at ${c.name} are here to welcome you, pray with you and help you find your place.`,
  team: (c) => [
    {
      role: leader(c.subSlug),
      bio: `Leads ${gathering(c.subSlug)} and pastoral care at ${c.name}, and is always glad to meet for coffee.`,
    },
    { role: 'Worship Leader', bio: 'Plans the music with a team of volunteer musicians and singers.' },
    { role: 'Youth Pastor', bio: 'Runs youth nights, camps and mentoring for students.' },
    { role: 'Children’s Ministry Coordinator', bio: 'Trains volunteers and plans classes for our youngest members.' },
    {
      role: 'Office Administrator',
      bio: 'Answers calls, books the hall and keeps everything running during the week.',
    },
  ],
  events: (c) => ({ intro: `Everyone is welcome at events at ${c.name}. Bring a friend.`, items: [] }),
  taglines: [(c) => `A ${c.sub}${c.inCity}`, () => 'Faith, family and friendship'],
  contactTitle: 'Plan your visit',
  contactIntro: (c) =>
    `Have a question, a prayer request or want to know more before you visit? Send ${c.name} a message or call ${c.phone}.`,
  cta: {
    title: () => 'We would love to meet you',
    text: (c) => `Join us at ${c.name}, or reach out with any question.`,
    button: 'Plan your visit',
  },
};
