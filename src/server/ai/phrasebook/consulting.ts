/** Built-in copy for consultants, bookkeepers and coaches: plain, practical, no results promised. */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

export const consulting: Phrasebook = {
  headlines: [(c) => `${c.Sub}${c.inCity}`, () => 'Clear thinking for your next step', (c) => `Work with ${c.name}`],
  subheadlines: [
    (c) =>
      `${c.name} offers ${c.sub} for people and organizations who want an outside view, a clear plan and practical help putting it into action.`,
    (c) =>
      `Stuck on a decision or a project? ${c.name} listens, asks the right questions and helps you decide what to do next.`,
  ],
  primaryCta: 'Book a conversation',
  introTitles: [() => 'Practical help, plainly explained', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} offers ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'We start by listening: what you want to achieve, what is in the way and what you have already tried.',
      () => 'Then we agree on a clear scope and work with you until the plan is in motion.',
    ],
    [
      (c) => `${c.overview} That is how we work at ${c.name}.`,
      () => 'We keep things practical: short documents, clear actions and regular check-ins.',
      () => 'You always know what we are working on and why.',
    ],
  ],
  mission: [
    () => 'To help people make good decisions and follow through on them.',
    (c) => `To be the outside view people${c.inCity ? ` in ${c.city}` : ''} trust.`,
  ],
  values: [
    { title: 'Listen first', text: () => 'We learn how things work today before suggesting anything.' },
    { title: 'Clear scope', text: () => 'We agree on what we will do, and how fees work, before we start.' },
    { title: 'Practical', text: () => 'Plans you can act on, written in plain language.' },
    { title: 'Discreet', text: () => 'What you share with us stays with us.' },
  ],
  services: {
    'strategy-sessions': service(
      'A strategy session with {name} is focused time to agree on goals, choices and the next steps.',
      'You leave with a short written summary of what was decided and who does what.',
      ['Focused working time', 'Goals and options', 'A written summary', 'Clear next steps'],
    ),
    workshops: service(
      '{name} runs hands-on workshops for teams, planned around their own questions about {sub}.',
      'Everyone takes part, and the team leaves with actions it agreed on together.',
      ['Planned around your team', 'Hands-on', 'Agreed actions', 'On site or online'],
    ),
    'reviews-and-audits': service(
      '{name} takes a close look at how things run today and writes down what we find.',
      'We go through the findings with you and suggest where to start.',
      ['A close look at today', 'Written findings', 'Talked through with you', 'Where to start'],
    ),
    'ongoing-advisory': service(
      'Keep plans moving with regular check-ins with {name}.',
      'We help you weigh decisions as they come up and keep track of what was agreed.',
      ['Regular check-ins', 'Help with decisions', 'Progress tracked', 'A steady outside view'],
    ),
    training: service(
      '{name} trains teams so they can carry the work on themselves.',
      'Sessions are practical and use your own examples wherever possible.',
      ['Practical sessions', 'Your own examples', 'Notes to keep', 'Questions welcome'],
    ),
  },
  teamIntro: (c) => `The people at ${c.name} you will work with.`,
  team: () => [
    { role: 'Principal Consultant', bio: 'Leads each engagement and is your main point of contact.' },
    { role: 'Associate', bio: 'Does the research and analysis behind each recommendation.' },
    { role: 'Client Coordinator', bio: 'Books sessions, shares documents and keeps everything on track.' },
  ],
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Clear thinking for your next step'],
  contactTitle: 'Book a conversation',
  contactIntro: (c) =>
    `Tell us briefly what you are working on and what you would like help with. ${c.name} will get back to you, or call ${c.phone}.`,
  cta: {
    title: () => 'Ready to talk it through?',
    text: (c) => `Book a conversation with ${c.name}.`,
    button: 'Book a conversation',
  },
};
