/**
 * Built-in copy for law firms. It describes how the firm works with clients, never the law itself:
 * no advice, no outcomes, no claims of being the best, a specialist or guaranteed (regulated words).
 */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

const NOT_ADVICE = 'Every situation is different, and nothing on this website is legal advice: talk to us about yours.';

export const lawyer: Phrasebook = {
  headlines: [
    (c) => `${c.Sub}${c.inCity}`,
    (c) => `Talk to ${c.name} about your ${c.sub} matter`,
    () => 'Clear answers about the next step',
  ],
  subheadlines: [
    (c) =>
      `${c.name} works with people and families on ${c.sub} matters. We listen first, explain the options in plain language and tell you what working together would involve.`,
    (c) =>
      `Questions about ${c.sub}? ${c.name} will explain how we can help and what it involves before any work begins.`,
  ],
  primaryCta: 'Book a consultation',
  introTitles: [() => 'Plain language, clear next steps', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub} practice${c.inCity}. ${c.overview}`,
      () =>
        'We explain what we can do for you, what it involves and how fees work before any work begins, and we keep you informed as your matter moves along.',
      () => NOT_ADVICE,
    ],
    [
      (c) => `${c.overview} That is how we work at ${c.name}.`,
      () =>
        'Legal matters can be stressful. We answer calls and messages promptly, write in plain language and make sure you know what happens next.',
      () => NOT_ADVICE,
    ],
  ],
  mission: [
    () => 'To explain the law in plain language and treat every client with respect.',
    (c) => `To be a firm people${c.inCity ? ` in ${c.city}` : ''} can call with a difficult question.`,
  ],
  values: [
    {
      title: 'Plain language',
      text: () => 'We explain your options without jargon and put the important points in writing.',
    },
    {
      title: 'Clear about fees',
      text: () => 'We talk about how fees work before any work begins, so there are no surprises.',
    },
    { title: 'Confidential', text: () => 'What you tell us stays between you and the firm.' },
    { title: 'Responsive', text: () => 'We return calls and messages promptly and keep you informed.' },
  ],
  services: {
    consultations: service(
      'A first meeting with {name} is a chance to explain your situation and ask questions. We will tell you whether and how we can help.',
      'We talk about how fees work at the start, and you decide whether to go ahead.',
      ['A conversation about your situation', 'How we could help', 'How fees work', 'No pressure to go ahead'],
    ),
    'wills-and-powers-of-attorney': service(
      '{name} prepares wills, powers of attorney and personal directives with you, so your wishes are written down properly.',
      'We go through the documents with you before you sign and explain what each one does.',
      ['Wills', 'Powers of attorney', 'Personal directives', 'Documents explained before you sign'],
    ),
    'real-estate-closings': service(
      'Buying, selling or refinancing a property{where}? {name} handles the legal paperwork of the transaction.',
      'We work with your realtor and lender and tell you what to bring and when.',
      ['Purchases and sales', 'Refinancing', 'Work with your realtor and lender', 'A clear list of what to bring'],
    ),
    'separation-agreements': service(
      '{name} helps people put the terms of a separation into a written agreement.',
      'We explain the process in plain language and keep you informed at every stage.',
      ['Written agreements', 'Plain-language explanations', 'Kept informed at every stage', 'Confidential'],
    ),
    incorporations: service(
      'Starting a business? {name} sets up companies and keeps their corporate records in order.',
      'We explain the paperwork involved and what you need to keep up each year.',
      ['Incorporation documents', 'Corporate records', 'Annual filings explained', 'Questions answered promptly'],
    ),
    'notarial-services': service(
      '{name} witnesses signatures and prepares true copies of documents.',
      'Call ahead to ask what to bring, so your visit is quick.',
      ['Witnessed signatures', 'True copies', 'Call ahead to book', 'Quick visits'],
    ),
  },
  teamIntro: (c) => `The people at ${c.name} who will work with you on your matter.`,
  team: () => [
    { role: 'Lawyer', bio: 'Meets with clients, explains their options and handles their files.' },
    { role: 'Legal Assistant', bio: 'Prepares documents and keeps clients up to date on their files.' },
    { role: 'Office Manager', bio: 'Books appointments, answers calls and looks after billing questions.' },
  ],
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Plain language, clear next steps'],
  contactTitle: 'Book a consultation',
  contactIntro: (c) =>
    `Tell us briefly what your question is about and how to reach you. Please do not send confidential details in this form. Or call ${c.name} at ${c.phone}.`,
  cta: {
    title: () => 'Have a question about your situation?',
    text: (c) => `Book a consultation with ${c.name}.`,
    button: 'Book a consultation',
  },
};
