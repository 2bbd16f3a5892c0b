/** Built-in copy for tutors and schools: encouraging, no grades or results promised. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

export const education: Phrasebook = {
  headlines: [(c) => `${c.Sub}${c.inCity}`, (c) => `Learn with ${c.name}`, () => 'Learning at your own pace'],
  subheadlines: [
    (c) => `${c.name} is a ${c.sub}${c.inCity}. Private lessons and small classes for learners of every level.`,
    (c) => `Curious, stuck or starting fresh? ${c.name} will find a way of learning that suits you.`,
  ],
  primaryCta: 'Ask about lessons',
  introTitles: [() => 'Every learner is different', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'We get to know each learner first, then plan lessons around how they learn best.',
      () => 'Parents and students always know what we are working on and why.',
    ],
    [
      (c) => `${c.overview} That is what ${c.name} is about.`,
      () => 'Learning goes better when it is patient, encouraging and a little fun.',
      () => 'Ask us about lessons, classes and what would suit you.',
    ],
  ],
  mission: [
    () => 'To help every learner build skill and confidence.',
    (c) => `To make learning welcoming for everyone${c.inCity ? ` in ${c.city}` : ''}.`,
  ],
  values: [
    { title: 'Patience', text: () => 'Every learner moves at their own pace.' },
    { title: 'Encouragement', text: () => 'We celebrate progress, large and small.' },
    { title: 'Clear communication', text: () => 'Students and parents always know what comes next.' },
    { title: 'A welcoming space', text: () => 'Questions are always welcome here.' },
  ],
  services: {
    'private-lessons': service(
      'One-on-one lessons at {name}, planned around the student’s pace and goals.',
      'We check in regularly so you can see how things are going.',
      ['One-on-one', 'At your own pace', 'Regular check-ins', 'Planned around your goals'],
    ),
    'group-classes': service(
      'Small classes at {name} where students learn together.',
      'Ask which classes are open and which level suits you.',
      ['Small groups', 'Learn together', 'Ask about levels', 'A friendly room'],
    ),
    'exam-preparation': service(
      'Getting ready for a test or exam? {name} helps students review, practise and plan their study time.',
      'Sessions focus on what the student finds hardest.',
      ['Review and practice', 'Study plans', 'Focus on the hard parts', 'Calm preparation'],
    ),
    'holiday-programs': service(
      '{name} runs programs while school is out, for learners who want to keep going.',
      'Ask us what is planned and how to sign up.',
      ['While school is out', 'Ask what is planned', 'Learn something new', 'Easy to sign up'],
    ),
    'online-sessions': service(
      'Learn with {name} from home, by video call.',
      'We send everything you need to join before the session.',
      ['By video call', 'From home', 'Details sent ahead', 'Same care as in person'],
    ),
  },
  teamIntro: (c) => `The teachers and staff at ${c.name}.`,
  team: () => [
    { role: 'Director', bio: 'Plans the programs and meets every new student and family.' },
    { role: 'Teacher', bio: 'Leads lessons and classes and keeps families up to date.' },
    { role: 'Office Coordinator', bio: 'Handles sign-ups, schedules and questions.' },
  ],
  events: (c) => ({ intro: `What is coming up at ${c.name}. Families and friends are welcome.`, items: [] }),
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Learning at your own pace'],
  contactTitle: 'Ask about lessons',
  contactIntro: (c) => `Tell ${c.name} who the lessons are for and what you would like to learn, or call ${c.phone}.`,
  cta: {
    title: () => 'Ready to learn?',
    text: (c) => `Ask ${c.name} about lessons and classes.`,
    button: 'Ask about lessons',
  },
};
