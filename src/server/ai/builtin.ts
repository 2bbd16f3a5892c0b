/**
 * The built-in copywriter (the embedded default): writes specific copy from the catalogue's
 * phrasebooks, the sub-category, the chosen services and the owner's own overview. Deterministic
 * for a given business and draft number; a new draft number gives a fresh take. Never lorem ipsum.
 */
import { siteCopySchema, type SiteCopy } from '../../schemas/site-copy.ts';
import type { Copywriter, CopyRequest } from './copy-request.ts';
import { cafe } from './phrasebook/cafe.ts';
import { church } from './phrasebook/church.ts';
import { construction } from './phrasebook/construction.ts';
import { general } from './phrasebook/general.ts';
import { beauty } from './phrasebook/beauty.ts';
import { consulting } from './phrasebook/consulting.ts';
import { education } from './phrasebook/education.ts';
import { gym } from './phrasebook/gym.ts';
import { lawyer } from './phrasebook/lawyer.ts';
import { medical } from './phrasebook/medical.ts';
import { nonProfit } from './phrasebook/non-profit.ts';
import { portfolio } from './phrasebook/portfolio.ts';
import { realEstate } from './phrasebook/real-estate.ts';
import { restaurant } from './phrasebook/restaurant.ts';
import { retail } from './phrasebook/retail.ts';
import type { Ctx, Phrasebook, ServiceCopy } from './phrasebook/types.ts';
import { writeBuiltinCopyFr } from './builtin-fr.ts';
import { looksFrench } from '../../features/site-renderer/i18n/detect.ts';
import { asSentence, clip, hash, whereAnswer } from './copy-text.ts';

/** One phrasebook per catalogue type, by the type's slug (tests check every available type has one). */
export const BOOKS: Record<string, Phrasebook> = {
  cafe,
  church,
  construction,
  lawyer,
  restaurant,
  portfolio,
  'real-estate': realEstate,
  consulting,
  gym,
  education,
  medical,
  'non-profit': nonProfit,
  beauty,
  retail,
};

export { asSentence, clip } from './copy-text.ts';

export function contextFor(req: CopyRequest): Ctx {
  return {
    name: req.businessName,
    Sub: req.subCategoryName,
    sub: req.subCategoryName.toLowerCase(),
    subSlug: req.subCategory,
    inCity: req.city ? ` in ${req.city}` : '',
    city: req.city ?? '',
    phone: req.phone,
    where: whereAnswer(req, req.phone),
    // An overview the owner wrote in French is quoted in the French copy only.
    overview: looksFrench(req.overview)
      ? `${req.businessName} is your local ${req.subCategoryName.toLowerCase()}${req.city ? ` in ${req.city}` : ''}.`
      : asSentence(req.overview),
  };
}

function serviceCopy(book: Phrasebook, c: Ctx, slug: string, summary: string): ServiceCopy {
  return book.services[slug] ?? book.serviceFallback?.(c, slug, summary) ?? general.serviceFallback!(c, slug, summary);
}

/**
 * Questions answered only from what the owner gave (overview, phone, address): a copywriter cannot
 * know whether a café has gluten-free baking or a builder carries insurance, so it does not say.
 * Without an address no answer says where the business is.
 */
export function factualFaq(c: Ctx): SiteCopy['faq'] {
  return [
    {
      question: `What does ${c.name} do?`,
      answer: clip(c.overview.length >= 15 ? c.overview : `${c.overview} Ask us anything.`, 500),
    },
    {
      question: `How can I reach ${c.name}?`,
      answer: `Call ${c.phone} or send a message through this website, and we will get back to you.`,
    },
    ...(c.where ? [{ question: 'Where are you?', answer: c.where }] : []),
  ];
}

export function writeBuiltinCopy(req: CopyRequest): SiteCopy {
  if (req.language === 'fr') return writeBuiltinCopyFr(req);
  const book = BOOKS[req.websiteType] ?? general;
  const c = contextFor(req);
  const seed = hash(`${req.businessName.toLowerCase()}|${req.subCategory}`) + req.variant;
  const pick = <T>(list: readonly T[], offset = 0): T => list[(seed + offset) % list.length]!;
  const wants = (page: string) => req.pages.includes(page as never);
  const values = book.values.map((v) => ({ title: v.title, text: v.text(c) }));
  const start = seed % values.length;
  const intro = c.overview.length >= 30 ? c.overview : `${c.overview} ${pick(book.subheadlines, 1)(c)}`;
  const tagline = clip(pick(book.taglines)(c), 90);
  const seoTitle =
    [`${c.name} | ${c.Sub}${c.inCity}`, `${c.name} | ${c.Sub}`, `${c.name} website`].find(
      (t) => t.length <= 80 && t.length >= 10,
    ) ?? clip(`${c.name} | ${c.Sub} website`, 80);
  const description = `${c.Sub}${c.inCity}. ${c.overview} Call ${c.phone}.`;
  const copy: SiteCopy = {
    tagline,
    hero: {
      headline: clip(pick(book.headlines)(c), 110),
      subheadline: clip(pick(book.subheadlines)(c), 300),
      primaryCta: book.primaryCta,
    },
    intro: { title: clip(pick(book.introTitles)(c), 90), body: clip(intro, 900) },
    about: {
      title: clip(book.aboutTitle(c), 90),
      paragraphs: pick(book.about).map((line) => clip(line(c), 900)),
      mission: clip(pick(book.mission)(c), 400),
    },
    values: [0, 1, 2].map((i) => values[(start + i) % values.length]!),
    services: req.services.map((s) => {
      const copyFor = serviceCopy(book, c, s.slug, s.summary);
      return {
        slug: s.slug,
        name: s.name,
        summary: clip(s.summary, 260),
        paragraphs: copyFor.paragraphs.map((p) => clip(p(c), 900)),
        highlights: copyFor.highlights,
      };
    }),
    team: { intro: clip(book.teamIntro(c), 500), members: book.team(c) },
    menu: wants('menu') && book.menu ? book.menu(c) : null,
    shop: wants('shop') ? (book.shop ?? general.shop!)(c) : null,
    events: wants('events') ? (book.events ?? general.events!)(c) : null,
    faq: factualFaq(c),
    contact: { title: book.contactTitle, intro: clip(book.contactIntro(c), 400) },
    cta: { title: clip(book.cta.title(c), 90), text: clip(book.cta.text(c), 300), button: book.cta.button },
    seo: {
      title: seoTitle,
      description: clip(description.length >= 40 ? description : `${description} ${tagline}.`, 200),
    },
  };
  return siteCopySchema.parse(copy);
}

export const builtinCopywriter: Copywriter = {
  name: 'builtin',
  slow: false,
  async write(req) {
    return writeBuiltinCopy(req);
  },
};
