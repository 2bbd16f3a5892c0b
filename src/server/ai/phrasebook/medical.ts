/**
 * Built-in copy for clinics. It says how to visit and book, never what a treatment does: no health
 * advice, no results, no claims of being the best, a specialist or guaranteed.
 */
import { service } from './helpers.ts';
import type { Phrasebook } from './types.ts';

const NOT_ADVICE = 'This website does not give medical advice. In an emergency, call your local emergency number.';

export const medical: Phrasebook = {
  headlines: [(c) => `${c.Sub}${c.inCity}`, (c) => `Welcome to ${c.name}`, () => 'Appointments made simple'],
  subheadlines: [
    (c) => `${c.name} is a ${c.sub}${c.inCity}. Find out how to book, what to bring and how to reach us.`,
    (c) =>
      `Everything you need to know before your visit to ${c.name}: booking, your first appointment and how to reach us.`,
  ],
  primaryCta: 'Book an appointment',
  introTitles: [() => 'Before your visit', (c) => `Welcome to ${c.name}`],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () => 'We take time to listen, explain what happens during your visit and answer your questions.',
      () => NOT_ADVICE,
    ],
    [
      (c) => `${c.overview} That is how we work at ${c.name}.`,
      () => 'Our front desk can help with booking, forms and questions about your visit.',
      () => NOT_ADVICE,
    ],
  ],
  mission: [
    () => 'To welcome every patient with respect and explain each step of their visit.',
    (c) => `To make visiting ${c.name} simple, from booking to follow-up.`,
  ],
  values: [
    { title: 'Respect', text: () => 'Every patient is treated with courtesy and care.' },
    { title: 'Clear explanations', text: () => 'We explain what happens during your visit and answer your questions.' },
    { title: 'Privacy', text: () => 'Your health information is kept private.' },
    { title: 'Easy booking', text: () => 'Call or send a message to book, change or cancel an appointment.' },
  ],
  services: {
    'new-patient-visits': service(
      'Thinking of becoming a patient of {name}? Call or send a message to ask whether we are taking new patients and how to book a first visit.',
      'We will tell you what to bring and which forms to fill in before you arrive.',
      ['How to become a patient', 'What to bring', 'Forms before your visit', 'Questions welcome'],
    ),
    appointments: service(
      'Book, change or cancel an appointment with {name} by phone or through this website.',
      'Please let us know as early as you can if you need to change a booking.',
      ['Book by phone or message', 'Change or cancel', 'Reminders on request', 'Help from the front desk'],
    ),
    'follow-up-visits': service(
      'When a follow-up visit is needed, {name} books it with you before you leave.',
      'If your plans change, call us and we will find another time.',
      ['Booked before you leave', 'With the practitioner who saw you', 'Easy to rebook', 'Questions welcome'],
    ),
    'insurance-billing': service(
      'Questions about paying for a visit or claiming it from your insurance? The team at {name} can explain how billing works at the clinic.',
      'Ask us before your visit so you know what to expect.',
      ['How billing works', 'Insurance questions', 'Receipts for your claims', 'Ask before your visit'],
    ),
    'virtual-appointments': service(
      'Some visits with {name} can take place by phone or video. Ask us whether that suits your visit.',
      'We will send you the details you need to join.',
      ['Phone or video', 'Ask whether it suits your visit', 'Details sent to you', 'From home'],
    ),
  },
  teamIntro: (c) => `The people you will meet at ${c.name}.`,
  team: () => [
    { role: 'Practitioner', bio: 'Sees patients and explains each step of their visit.' },
    { role: 'Clinic Assistant', bio: 'Helps patients settle in and prepares the rooms for each visit.' },
    { role: 'Front Desk', bio: 'Books appointments, answers calls and helps with forms and billing.' },
  ],
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Appointments made simple'],
  contactTitle: 'Contact the clinic',
  contactIntro: (c) =>
    `Send us a message about booking or your visit, or call ${c.phone}. Please do not send health details in this form. In an emergency, call your local emergency number.`,
  cta: {
    title: () => 'Ready to book a visit?',
    text: (c) => `Call or send ${c.name} a message to book an appointment.`,
    button: 'Book an appointment',
  },
};
