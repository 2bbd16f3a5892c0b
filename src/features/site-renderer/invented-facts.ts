/**
 * Old drafts still hold facts the copywriters invented before they were made truthful (menu prices,
 * shop prices, dated events, FAQ answers the owner never gave). This takes them out of stored specs:
 * the fact pages then have no complete entry, so the editor marks them 'needs your details' and the
 * renderer leaves them out (owner-facts.ts), exactly as for a site generated today. Pure; the data
 * migration (src/server/generation/strip-invented-facts.ts) applies it.
 *
 * - A generated draft is never edited by its owner, so every menu item, product and event in it was
 *   written by a copywriter (today's copywriters leave them empty): all are removed, and when it had
 *   any, its FAQ keeps only the answers made from what the owner gave.
 * - A working copy (the editor's) may hold the owner's own entries: only entries equal to what the
 *   copywriter wrote (its source draft as generated, or the old built-in copywriter's known text) go;
 *   an entry the owner changed is theirs and stays.
 */
import type { SiteSpec } from '../../schemas/site-spec.ts';

type Copy = SiteSpec['copy'];
type MenuItem = NonNullable<Copy['menu']>['sections'][number]['items'][number];
type EventItem = NonNullable<Copy['events']>['items'][number];
type FaqEntry = Copy['faq'][number];

/** The old built-in copywriter's priced entries (name, description, price), from its phrasebooks before the change. */
const OLD_PRICED: readonly (readonly [string, string | RegExp, string])[] = [
  ['Espresso', 'A double shot of our house blend, rich and chocolatey.', '$3.25'],
  ['Cappuccino', 'Espresso with silky steamed milk and a deep layer of foam.', '$4.75'],
  ['Latte', 'Espresso and steamed milk; add vanilla, caramel or hazelnut.', '$5.25'],
  ['Americano', 'Espresso topped with hot water, smooth and bold.', '$3.75'],
  ['Drip coffee', 'Fresh batch brew, refilled all morning.', '$2.95'],
  ['Butter croissant', 'Laminated by hand and baked every morning.', '$3.75'],
  ['Cinnamon bun', 'Soft, sticky and generously iced.', '$4.50'],
  ['Blueberry muffin', 'Wild blueberries and a crumble top.', '$3.50'],
  ['Butter tart', 'A Canadian classic with a flaky crust, raisins optional.', '$3.25'],
  ['Sourdough loaf', 'Naturally leavened, baked daily; perfect for home.', '$8.00'],
  ['Earl Grey', 'Black tea with bergamot, served in a pot for one.', '$4.25'],
  ['Matcha latte', 'Ceremonial-grade matcha whisked with steamed milk.', '$5.75'],
  ['Chai latte', 'House-spiced chai with cardamom, ginger and cinnamon.', '$5.25'],
  ['Rooibos', 'Caffeine-free red bush tea with a honeyed finish.', '$4.00'],
  ['Scone with jam', 'Buttermilk scone, clotted cream and strawberry jam.', '$4.75'],
  ['Avocado toast', 'Sourdough, smashed avocado, feta, chili and a poached egg.', '$13.50'],
  ['Breakfast sandwich', 'Egg, aged cheddar, bacon or tomato on a toasted bun.', '$9.50'],
  ['Eggs Benedict', 'Poached eggs, peameal bacon and hollandaise on an English muffin.', '$16.00'],
  ['Buttermilk pancakes', 'A stack of three with Canadian maple syrup and berries.', '$14.00'],
  ['Green glow', 'Cold-pressed kale, cucumber, apple, lemon and ginger.', '$8.50'],
  ['Sunrise', 'Carrot, orange, turmeric and a little pineapple.', '$8.50'],
  ['Berry blast smoothie', 'Mixed berries, banana, Greek yogurt and honey.', '$9.00'],
  ['Açaí bowl', 'Açaí, granola, banana and seasonal fruit.', '$12.50'],
  ['New York cheesecake', 'Creamy and tall with a graham crust and berry compote.', '$7.50'],
  ['Nanaimo bar', 'Chocolate, custard and coconut: the West Coast favourite.', '$4.25'],
  ['Lemon tart', 'Bright lemon curd in a crisp butter pastry.', '$6.50'],
  ['Gelato', 'Two scoops of house-made gelato, flavours change daily.', '$6.00'],
  ['Soup of the day', 'Made from scratch and served with fresh bread.', '$8.50'],
  ['Croque monsieur', 'Ham, gruyère and béchamel, grilled until golden.', '$15.00'],
  ['Quiche and salad', 'A generous slice with dressed greens.', '$14.50'],
  ['Niçoise salad', 'Tuna, egg, olives, green beans and potatoes.', '$17.00'],
  ['Single-origin pour-over', 'Brewed by hand; ask which beans are on this week.', '$5.50'],
  ['Flight of three', 'Taste three of our current roasts side by side.', '$9.00'],
  ['Cold brew', 'Steeped for 18 hours, smooth and naturally sweet.', '$5.25'],
  ['Espresso tonic', 'Espresso over tonic and ice with a twist of orange.', '$5.75'],
  ['House blend, 340 g', 'Whole bean or ground to order for your brewer.', '$18.00'],
  ['Decaf, 340 g', 'Swiss Water decaf with all of the flavour.', '$19.00'],
  ['Loose-leaf tea tin', 'Our most popular blend in a resealable tin.', '$14.00'],
  ['Travel mug', 'Insulated, leak-proof and a discount on every refill.', '$28.00'],
  ['Pour-over kit', 'Dripper, filters and a bag of beans to get started.', '$45.00'],
  ['Gift card', 'Any amount from $10; never expires.', 'From $10'],
  ['Gift card', /^A .+ gift card in the amount of your choice\.$/, 'From $25'],
  ['Starter package', /^Everything a newcomer to .+ needs to get going\.$/, '$49'],
  ['Premium package', 'Our most complete option, with extra time and care.', '$129'],
];

/** The old copywriter's events: title (a pattern where it named the gathering) and invented time. */
const OLD_EVENTS: readonly (readonly [string | RegExp, string])[] = [
  ['Open mic night', 'Thursdays, 7 p.m.'],
  ['Latte art workshop', 'First Saturday of the month, 10 a.m.'],
  ['Board game evening', 'Second Tuesday of the month, 6 p.m.'],
  ['Local artist showcase', 'Changes every six weeks'],
  ['Public cupping', 'Saturdays, 11 a.m.'],
  [/^Sunday /, 'Sundays, 10:30 a.m.'],
  ['Midweek Bible study', 'Wednesdays, 7 p.m.'],
  ['Youth night', 'Fridays, 7 p.m.'],
  ['Community supper', 'Last Thursday of the month, 5:30 p.m.'],
  ['Open house', 'First Saturday of the month, 10 a.m.'],
  ['Beginner workshop', 'Monthly, evenings'],
  ['Customer appreciation day', 'Every June'],
];

/** The old copywriter's FAQ: each question with a phrase of the answer it made up (dietary options, insurance, permits, …). */
const OLD_FAQ: readonly (readonly [string | RegExp, string])[] = [
  ['Do you have dairy-free and gluten-free options?', 'plant-based milks'],
  ['Can I work from the café?', 'bring a laptop and stay a while'],
  ['Do you take phone orders?', 'have your order ready for pickup'],
  ['Can I book the space for a group?', 'with your date and group size'],
  ['What should I wear?', 'from jeans to Sunday best'],
  ['What is there for my kids?', 'age-appropriate classes with screened volunteers'],
  ['Do I need to be a member to attend?', 'welcomes visitors every week'],
  ['How can I talk to someone?', 'a member of our team will get back to you'],
  ['Do you give free estimates?', 'itemised quote at no charge'],
  ['Do you handle permits?', 'book the inspections'],
  ['Are you insured?', 'We carry liability insurance'],
  ['How soon can you start?', 'honest start date'],
  ['How do I get started?', 'we will talk through what you need'],
  ['Do you give quotes in advance?', 'confirm the details and the price with you'],
  [/^Who does .+ serve\?$/, 'are always happy to answer questions'],
];

const matches = (pattern: string | RegExp, value: string) =>
  typeof pattern === 'string' ? pattern === value : pattern.test(value);

const norm = (s: string | undefined) => (s ?? '').trim();
const itemKey = (i: MenuItem) => `${norm(i.name)}\u0000${norm(i.description)}\u0000${norm(i.price)}`;
const eventKey = (e: EventItem) => `${norm(e.title)}\u0000${norm(e.when)}`;
const faqKey = (f: FaqEntry) => `${norm(f.question)}\u0000${norm(f.answer)}`;
const isOldPriced = (i: MenuItem) =>
  OLD_PRICED.some(
    ([name, description, price]) =>
      name === norm(i.name) && price === norm(i.price) && matches(description, norm(i.description)),
  );

/** The FAQ a truthful copywriter writes: only what the owner gave (what the business does, how to reach it, where). */
function isFactualFaq(f: FaqEntry, name: string): boolean {
  return (
    f.question === `What does ${name} do?` ||
    f.question === `How can I reach ${name}?` ||
    f.question === 'Where are you?'
  );
}
const isOldFaq = (f: FaqEntry) =>
  OLD_FAQ.some(([q, phrase]) => matches(q, norm(f.question)) && f.answer.includes(phrase));
const isOldEvent = (e: EventItem) =>
  OLD_EVENTS.some(([title, when]) => matches(title, norm(e.title)) && norm(e.when) === when);

/** True when a generated draft carries priced or dated entries, which only a copywriter before the change wrote. */
export function hasGeneratedFacts(spec: SiteSpec): boolean {
  const { menu, shop, events } = spec.copy;
  return Boolean(menu?.sections.some((s) => s.items.length) || shop?.products.length || events?.items.length);
}

function withoutEntries(
  copy: Copy,
  dropItem: (i: MenuItem) => boolean,
  dropEvent: (e: EventItem) => boolean,
  dropFaq: (f: FaqEntry) => boolean,
): Copy {
  return {
    ...copy,
    menu: copy.menu && {
      ...copy.menu,
      sections: copy.menu.sections.map((s) => ({ ...s, items: s.items.filter((i) => !dropItem(i)) })),
    },
    shop: copy.shop && { ...copy.shop, products: copy.shop.products.filter((p) => !dropItem(p)) },
    events: copy.events && { ...copy.events, items: copy.events.items.filter((e) => !dropEvent(e)) },
    faq: copy.faq.filter((f) => !dropFaq(f)),
  };
}

/** A generated draft without invented facts; the same object when there was nothing to take out. */
export function stripGeneratedDraft(spec: SiteSpec): SiteSpec {
  const old = hasGeneratedFacts(spec);
  if (!old && !spec.copy.faq.some(isOldFaq)) return spec;
  const copy = withoutEntries(
    spec.copy,
    () => true,
    () => true,
    (f) => isOldFaq(f) || (old && !isFactualFaq(f, spec.business.name)),
  );
  return { ...spec, copy };
}

/**
 * A working copy without the entries its copywriter invented: those equal to its source draft's as
 * generated (`source`, when known) or to the old built-in copywriter's. The same object when nothing changed.
 */
export function stripWorkingCopy(spec: SiteSpec, source: SiteSpec | undefined): SiteSpec {
  const generated = source && source !== stripGeneratedDraft(source) ? source.copy : undefined;
  const items = new Set([
    ...(generated?.menu?.sections.flatMap((s) => s.items.map(itemKey)) ?? []),
    ...(generated?.shop?.products.map(itemKey) ?? []),
  ]);
  const events = new Set(generated?.events?.items.map(eventKey) ?? []);
  const invented = new Set((generated?.faq ?? []).filter((f) => !isFactualFaq(f, source!.business.name)).map(faqKey));
  const dropItem = (i: MenuItem) => items.has(itemKey(i)) || isOldPriced(i);
  const dropEvent = (e: EventItem) => events.has(eventKey(e)) || isOldEvent(e);
  const dropFaq = (f: FaqEntry) => invented.has(faqKey(f)) || isOldFaq(f);
  const copy = withoutEntries(spec.copy, dropItem, dropEvent, dropFaq);
  const changed =
    JSON.stringify(copy.menu) !== JSON.stringify(spec.copy.menu) ||
    JSON.stringify(copy.shop) !== JSON.stringify(spec.copy.shop) ||
    JSON.stringify(copy.events) !== JSON.stringify(spec.copy.events) ||
    copy.faq.length !== spec.copy.faq.length;
  return changed ? { ...spec, copy } : spec;
}

/**
 * The no-invented-facts rule for copy a model wrote, in English and in French: what a copywriter may
 * not say unless the owner said it (prices, percentages, years, dates, days, times, figures, awards,
 * founding claims, testimonials). The owner's own facts are taken out before the check.
 */
const INVENTED: Record<'en' | 'fr', readonly (readonly [string, RegExp])[]> = {
  en: [
    ['a price', /\$\s?\d|\d\s?\$|\bCAD\b|\bdollars?\b\s*\d/i],
    ['a percentage', /\d\s?%|\bper ?cent\b/i],
    ['a year', /\b(1[89]|20)\d{2}\b/],
    ['a time of day', /\b\d{1,2}(:\d{2})?\s?(a\.?m\.?|p\.?m\.?)(?=\W|$)|\bnoon\b/i],
    ['a day of the week', /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i],
    ['a month', /\b(january|february|march|april|june|july|august|september|october|november|december)\b/i],
    ['a figure', /\d/],
    [
      'an award or a founding claim',
      /\baward|\bcertified\b|\bsince\b|\bfounded\b|\bestablished in\b|\byears of\b|\bfive[- ]star\b|\brated\b|\bmore than \w+ (customers|clients)/i,
    ],
    ['a testimonial', /\btestimonial|\bour customers say\b|[“"][^”"]{10,}[”"]\s*[—-]/i],
  ],
  fr: [
    ['un prix', /\$\s?\d|\d[\s\u00a0\u202f]?\$|\d\s?(dollars?|CAD)\b/i],
    ['un pourcentage', /\d[\s\u00a0\u202f]?%|\bpour ?cent\b/i],
    ['une année', /\b(1[89]|20)\d{2}\b/],
    ['une heure', /\b\d{1,2}[\s\u00a0\u202f]?h([\s\u00a0\u202f]?\d{2})?(?![\p{L}])/u],
    ['un jour de la semaine', /(?<![\p{L}])(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?![\p{L}])/iu],
    [
      'une date',
      /(?<![\p{L}])(le |du |au )?\d{1,2}(er)?[\s\u00a0](janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)(?![\p{L}])/iu,
    ],
    [
      'un mois',
      /(?<![\p{L}])(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)(?![\p{L}])/iu,
    ],
    ['un chiffre', /\d/],
    [
      'une distinction ou une date de fondation',
      /(?<![\p{L}])(primée?s?|certifiée?s?|depuis (plus de |près de )?\d|fondée? en|ans d’expérience|ans d'expérience|cinq étoiles|plus de \d|plus de (cent|mille)|des centaines de clients|des milliers de clients)/iu,
    ],
    ['un témoignage', /[«“"][^»”"]{10,}[»”"][\s\u00a0]*[—–-]|\bnos clients (disent|témoignent)/iu],
  ],
};

/** What a text invents, if anything: the first broken rule's name and the words that broke it. */
export function inventedFactIn(text: string, lang: 'en' | 'fr'): { what: string; match: string } | undefined {
  for (const [what, pattern] of INVENTED[lang]) {
    const match = pattern.exec(text);
    if (match) return { what, match: match[0] };
  }
  return undefined;
}

/** The owner's facts a copywriter was given: allowed in its copy as they are (phone, names, town, overview…). */
export interface GivenFacts {
  phone: string;
  texts: readonly string[];
}

function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k === 'slug' ? [] : stringsOf(v, path ? `${path}.${k}` : k)));
  return [];
}

/** Every invented fact in a copy (menu items, products and events aside: those are dropped whole). */
export function findInventedFacts(copy: SiteSpec['copy'], lang: 'en' | 'fr', given: GivenFacts): string[] {
  const digits = given.phone.replace(/\D/g, '');
  const allowed = [...given.texts]
    .map((t) => t.toLowerCase())
    .filter((t) => t.trim().length > 1)
    .sort((a, b) => b.length - a.length);
  const checked = {
    ...copy,
    menu: copy.menu && { intro: copy.menu.intro, titles: copy.menu.sections.map((s) => s.title) },
    shop: copy.shop && copy.shop.intro,
    events: copy.events && copy.events.intro,
  };
  const problems: string[] = [];
  for (const [path, raw] of stringsOf(checked, '')) {
    let text = raw.toLowerCase();
    for (const a of allowed) text = text.split(a).join(' ');
    // The phone number in any spelling (514 555-0123, (514) 555-0123, 514.555.0123, +1 514…).
    text = text.replace(/\+?[\d()][\d\s\u00a0()./+-]{6,}\d/g, (m) =>
      digits && digits.endsWith(m.replace(/\D/g, '').slice(-10)) ? ' ' : m,
    );
    const found = inventedFactIn(text, lang);
    if (found) problems.push(`${path}: ${found.what} ("${found.match}") that the owner did not give`);
  }
  return problems;
}
