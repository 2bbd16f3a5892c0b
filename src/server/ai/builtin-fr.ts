/**
 * The French built-in copywriter: Canadian French written for French readers (its own sentences,
 * not the English ones translated), OQLF typography (non-breaking spaces before : ; ! ? and inside
 * « »), phone numbers as 514 555-0123, the business name exactly as the owner wrote it. Same schema
 * and coverage as the English writer; deterministic for a business and draft number.
 */
import { siteCopySchema, type SiteCopy } from '../../schemas/site-copy.ts';
import { FRENCH_SUBCATEGORIES, frenchService } from '../../shared/catalogue/french-names.ts';
import { formatPhoneFr, frenchTypography } from '../../features/site-renderer/i18n/french-format.ts';
import { looksFrench } from '../../features/site-renderer/i18n/detect.ts';
import { deName } from '../../features/site-renderer/i18n/fr.ts';
import type { CopyRequest } from './copy-request.ts';
import { asSentence as sentence, clip, hash, whereAnswerFr } from './copy-text.ts';
import { cafe } from './phrasebook-fr/cafe.ts';
import { general } from './phrasebook-fr/general.ts';
import { church, construction, restaurant } from './phrasebook-fr/local.ts';
import { beauty, education, gym, nonProfit, retail } from './phrasebook-fr/people.ts';
import { consulting, lawyer, medical, portfolio, realEstate } from './phrasebook-fr/professional.ts';
import type { FrCtx, FrPhrasebook } from './phrasebook-fr/types.ts';

export const FRENCH_BOOKS: Record<string, FrPhrasebook> = {
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

export function frenchContext(req: CopyRequest): FrCtx {
  const known = FRENCH_SUBCATEGORIES[req.subCategory];
  // A custom niche is the owner's own words: kept as written (French or not, it is their name for it).
  const Sub = known?.name ?? req.subCategoryName;
  const feminine = known?.g === 'f';
  return {
    name: req.businessName,
    Sub,
    sub: Sub.charAt(0).toLowerCase() + Sub.slice(1),
    un: feminine ? 'une' : 'un',
    le: /^[aeiouyhàâéèêîôû]/i.test(Sub) ? 'l’' : feminine ? 'la ' : 'le ',
    subSlug: req.subCategory,
    aCity: req.city ? ` à ${req.city}` : '',
    city: req.city ?? '',
    phone: formatPhoneFr(req.phone),
    where: whereAnswerFr(req, formatPhoneFr(req.phone)),
    overview: looksFrench(req.overview) ? sentence(req.overview) : null,
    de: deName(req.businessName),
  };
}

/** Questions answered only from what the owner gave (what the business is, its phone, its address if any). */
export function factualFaqFr(c: FrCtx): SiteCopy['faq'] {
  return [
    {
      question: `Que fait ${c.name} ?`,
      answer: clip(
        c.overview && c.overview.length >= 15
          ? c.overview
          : `${c.name} est ${c.un} ${c.sub}${c.aCity}. Appelez-nous au ${c.phone} pour en savoir plus.`,
        500,
      ),
    },
    {
      question: `Comment joindre ${c.name} ?`,
      answer: `Appelez-nous au ${c.phone} ou écrivez-nous au moyen de ce site : nous vous répondrons rapidement.`,
    },
    ...(c.where ? [{ question: 'Où êtes-vous situés ?', answer: c.where }] : []),
  ];
}

/** French typography on every string, the business name left exactly as written. */
export function typeset<T>(value: T, name: string): T {
  if (typeof value === 'string') return value.split(name).map(frenchTypography).join(name) as T;
  if (Array.isArray(value)) return value.map((v) => typeset(v, name)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'slug' ? v : typeset(v, name)])) as T;
  return value;
}

export function writeBuiltinCopyFr(req: CopyRequest): SiteCopy {
  const book = FRENCH_BOOKS[req.websiteType] ?? general;
  const c = frenchContext(req);
  const seed = hash(`${req.businessName.toLowerCase()}|${req.subCategory}`) + req.variant;
  const pick = <T>(list: readonly T[], offset = 0): T => list[(seed + offset) % list.length]!;
  const wants = (page: string) => req.pages.includes(page as never);
  const values = book.values.map((v) => ({ title: v.title, text: v.text(c) }));
  const start = seed % values.length;
  const intro = c.overview && c.overview.length >= 30 ? `${c.overview} ${pick(book.intro, 1)(c)}` : pick(book.intro)(c);
  const tagline = clip(pick(book.taglines)(c), 90);
  const seoTitle =
    [`${c.name} | ${c.Sub}${c.aCity}`, `${c.name} | ${c.Sub}`, `${c.name}, site officiel`].find(
      (t) => t.length <= 80 && t.length >= 10,
    ) ?? clip(`${c.name} | ${c.Sub}`, 80);
  const description = `${c.Sub}${c.aCity}. ${c.overview ?? pick(book.intro)(c)} Appelez-nous au ${c.phone}.`;
  const about = pick(book.about).map((l) => clip(l(c), 900));
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
      paragraphs: c.overview
        ? [clip(c.overview.length >= 30 ? c.overview : `${c.overview} ${about[0]}`, 900), ...about.slice(1)]
        : about,
      mission: clip(pick(book.mission)(c), 400),
    },
    values: [0, 1, 2].map((i) => values[(start + i) % values.length]!),
    services: req.services.map((s, i) => {
      const french = frenchService(req.websiteType, s.slug);
      const name = french?.name ?? s.name;
      const own = book.services[s.slug];
      const lower = name.charAt(0).toLowerCase() + name.slice(1);
      const paragraphs = own
        ? own.paragraphs.map((p) => p(c))
        : [book.serviceLines[0]!(c, lower), ...book.serviceLines.slice(1).map((l) => l(c, lower))].slice(0, 3);
      const highlights = own?.highlights ?? [
        ...book.serviceHighlights.slice(i % 2),
        ...book.serviceHighlights.slice(0, i % 2),
      ];
      const summary = french?.summary ?? `${name} : ${book.serviceLines[0]!(c, lower)}`;
      return {
        slug: s.slug,
        name,
        summary: clip(summary, 260),
        paragraphs: paragraphs.map((p) => clip(p, 900)),
        highlights,
      };
    }),
    team: { intro: clip(book.teamIntro(c), 500), members: book.team(c) },
    menu: wants('menu') && book.menu ? book.menu(c) : null,
    shop: wants('shop') ? (book.shop ?? general.shop!)(c) : null,
    events: wants('events') ? (book.events ?? general.events!)(c) : null,
    faq: factualFaqFr(c),
    contact: { title: book.contactTitle, intro: clip(book.contactIntro(c), 400) },
    cta: { title: clip(book.cta.title(c), 90), text: clip(book.cta.text(c), 300), button: book.cta.button },
    seo: { title: seoTitle, description: clip(description, 200) },
  };
  return siteCopySchema.parse(typeset(copy, req.businessName));
}
