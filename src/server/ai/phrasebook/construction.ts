/** Built-in copy for builders, renovators and trades: plain, confident, specific. */
import type { Phrasebook, ServiceCopy } from './types.ts';

const FOCUS: Record<string, string> = {
  'general-contractor': 'renovations, additions and new builds',
  'home-renovation': 'renovations that make older homes work for the way you live now',
  'custom-home-builder': 'custom homes designed around your lot, your budget and your family',
  roofing: 'roofs that keep out Canadian weather, from shingles to flashing',
  'concrete-and-foundations': 'foundations, driveways and flatwork poured to last',
  'kitchen-and-bath-remodeling': 'kitchens and bathrooms that are beautiful and built to take daily life',
  'commercial-construction': 'commercial fit-outs and builds delivered on schedule',
  'decks-and-landscaping': 'decks, fences and outdoor spaces made for long summer evenings',
};
const focus = (slug: string) => FOCUS[slug] ?? 'quality construction and renovation work';

const service = (first: string, second: string, highlights: string[]): ServiceCopy => ({
  paragraphs: [
    (c) => first.replaceAll('{name}', c.name).replaceAll('{where}', c.inCity || ' in your area'),
    () => second,
  ],
  highlights,
});

export const construction: Phrasebook = {
  headlines: [
    (c) => `Built right the first time${c.inCity}`,
    (c) => `${c.Sub} you can count on`,
    () => 'Quality work, clear quotes, finished on schedule',
  ],
  subheadlines: [
    (c) =>
      `${c.name} handles ${focus(c.subSlug)}. Written quotes, tidy job sites and a crew that shows up when we say we will.`,
    (c) =>
      `From the first walkthrough to the final clean-up, ${c.name} plans, builds and stands behind ${focus(c.subSlug)}.`,
  ],
  primaryCta: 'Get a free quote',
  introTitles: [(c) => `A ${c.sub} that respects your home`, () => 'Good work starts with a good plan'],
  aboutTitle: (c) => `About ${c.name}`,
  about: [
    [
      (c) => `${c.name} is a ${c.sub}${c.inCity}. ${c.overview}`,
      () =>
        'We believe a good project starts long before the first board is cut: with a clear scope, an honest quote and a schedule you can plan your life around.',
      () =>
        'Our crew protects your home while we work, cleans up every day and keeps you updated from start to finish. When the job is done, we stand behind it with a written warranty.',
    ],
    [
      (c) => `${c.overview} That is how we work at ${c.name}.`,
      (c) =>
        `Homeowners and businesses hire us for ${focus(c.subSlug)}, and many of them call us again for the next project.`,
      () =>
        'We pull the permits, coordinate the trades and keep one point of contact on every job, so you always know who to call.',
    ],
  ],
  mission: [
    (c) =>
      `To build and renovate with care${c.inCity ? ` across ${c.city}` : ''}, communicate clearly and leave every client proud of the result.`,
    () => 'Honest quotes, skilled work and a job site you would be happy to have your neighbours see.',
  ],
  values: [
    {
      title: 'Clear written quotes',
      text: () => 'Every quote spells out the scope, the materials and the price, so there are no surprises later.',
    },
    { title: 'On schedule', text: () => 'We plan each job carefully and tell you right away if anything changes.' },
    {
      title: 'Safe and insured',
      text: () => 'Our crews follow safety rules on every site. Ask us for proof of insurance with your quote.',
    },
    { title: 'Tidy job sites', text: () => 'We protect floors, control dust and clean up at the end of every day.' },
  ],
  services: {
    'home-renovations': service(
      '{name} renovates single rooms and whole homes{where}. We handle the design details, permits, trades and finishing so your renovation runs as one project, not a dozen.',
      'You get a written scope and schedule before work starts and one project lead who keeps you updated until the final walkthrough.',
      [
        'Free on-site consultation',
        'Permits and inspections handled',
        'One project lead from start to finish',
        'Written workmanship warranty',
      ],
    ),
    'kitchen-remodeling': service(
      'A new kitchen from {name} is planned around how you cook and gather: better layouts, more storage, durable counters and good lighting.',
      'We coordinate cabinets, plumbing, electrical, tile and finishing, and we can set up a temporary kitchen so your household keeps running.',
      [
        'Layout and storage planning',
        'Cabinets, counters and backsplash',
        'Licensed plumbing and electrical',
        'Temporary kitchen set-up on request',
      ],
    ),
    'bathroom-remodeling': service(
      '{name} remodels bathrooms{where} with proper waterproofing, ventilation and fixtures that are easy to clean and built to last.',
      'From a quick update to a full walk-in shower conversion, we keep the work tidy and the timeline short.',
      [
        'Waterproofed showers and tile',
        'Accessible and walk-in showers',
        'Proper ventilation',
        'Most bathrooms finished in two to three weeks',
      ],
    ),
    'basement-development': service(
      'Turn unused space into a rec room, office, bedroom or legal suite. {name} develops basements with the insulation, egress windows and permits they need.',
      'We plan around your furnace, plumbing and ceiling heights so the space feels like part of the home, not an afterthought.',
      ['Permits and inspections', 'Egress windows and insulation', 'Legal secondary suites', 'Bathrooms and wet bars'],
    ),
    additions: service(
      'Need more room but love your neighbourhood? {name} designs and builds additions that tie into your home’s structure, roofline and finishes.',
      'We manage drawings, engineering and permits, then frame, close in and finish the space with one crew accountable for the result.',
      [
        'Drawings and engineering arranged',
        'Matched rooflines and finishes',
        'Second storeys and garages',
        'One crew start to finish',
      ],
    ),
    roofing: service(
      '{name} installs and repairs roofs{where}, with proper underlayment, ventilation and flashing to stand up to snow, wind and hail.',
      'Every roofing job starts with an inspection and a written quote, and ends with a magnet sweep for stray nails.',
      [
        'Free roof inspections',
        'Asphalt, metal and flat roofs',
        'Storm and hail repairs',
        'Full clean-up and magnet sweep',
      ],
    ),
    'concrete-work': service(
      '{name} forms, pours and finishes foundations, driveways, garage pads, patios and sidewalks{where}.',
      'We prepare the base properly, reinforce where it matters and time every pour around the weather, so your concrete lasts for decades.',
      [
        'Foundations and garage pads',
        'Driveways and sidewalks',
        'Proper base and reinforcement',
        'Broom, exposed and stamped finishes',
      ],
    ),
    'decks-and-fences': service(
      'Enjoy the outdoors with a deck, pergola or fence built by {name}, in cedar, pressure-treated lumber or low-maintenance composite.',
      'We handle the design, permits and footings, and build to code so your deck is safe for many summers of barbecues.',
      [
        'Cedar, treated and composite',
        'Permits and proper footings',
        'Railings, stairs and pergolas',
        'Privacy and pool fences',
      ],
    ),
    'new-home-construction': service(
      '{name} builds custom homes from plans and permits to the final walkthrough, with a fixed scope and a realistic schedule.',
      'You make the choices that matter to you, and we look after the rest: trades, inspections, budget and quality on every stage.',
      ['Plans and permits arranged', 'Fixed-price contracts available', 'Regular site meetings', 'New home warranty'],
    ),
    'project-management': service(
      'Let {name} manage your project: one accountable lead for permits, trades, materials, budget and schedule.',
      'You get weekly updates, clear change orders and someone on site who makes sure each trade leaves the job ready for the next.',
      [
        'Single point of contact',
        'Weekly progress updates',
        'Budget and change-order tracking',
        'Trade scheduling and inspections',
      ],
    ),
  },
  teamIntro: (c) =>
    `The crew at ${c.name} brings skilled trades, careful planning and respect for your home to every project.`,
  team: () => [
    {
      role: 'Owner and Project Lead',
      bio: 'Walks every job before it is quoted and stays your main point of contact until it is done.',
    },
    {
      role: 'Site Supervisor',
      bio: 'Runs the crew day to day, keeps the site safe and tidy, and makes sure inspections pass the first time.',
    },
    { role: 'Estimator', bio: 'Turns your ideas into a clear, itemised written quote with no hidden extras.' },
    { role: 'Finish Carpenter', bio: 'Handles trim, cabinetry and the details you notice every day.' },
    { role: 'Office Manager', bio: 'Books consultations, orders materials and keeps the paperwork in order.' },
  ],
  taglines: [(c) => `${c.Sub}${c.inCity}`, () => 'Built right, on time, on budget'],
  contactTitle: 'Request a free quote',
  contactIntro: (c) =>
    `Tell us about your project: what you want to build, where it is and when you would like to start. ${c.name} will get back to you shortly, or call ${c.phone}.`,
  cta: {
    title: () => 'Ready to start your project?',
    text: (c) => `Book a free consultation with ${c.name} and get a clear written quote.`,
    button: 'Get a free quote',
  },
};
