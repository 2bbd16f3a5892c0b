/**
 * Editing a two-language website (issue 31): every text of `copy` (the main language) has its twin
 * in `secondCopy` (the second language), found by the same path (services by their slug). List
 * changes apply to both copies so the twins stay paired, and `missingTwins` lists the texts that
 * are empty or left untranslated in one language. Pure; unit-tested.
 */
import { LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from '../../shared/languages.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import type { SiteCopy } from '../../schemas/site-copy.ts';
import { getAt, type Path } from './site-editor.ts';

export const isBilingual = (spec: SiteSpec): boolean => spec.languages.length === 2 && spec.secondCopy !== null;

/** The second-language twin of a `copy` path ('copy', 'services', 2, ...) -> ('secondCopy', 'services', j, ...); null when none. */
export function twinPath(spec: SiteSpec, path: Path): Path | null {
  if (!isBilingual(spec) || path[0] !== 'copy') return null;
  const rest = path.slice(1);
  if (rest[0] === 'services' && typeof rest[1] === 'number') {
    const slug = spec.copy.services[rest[1]]?.slug;
    const j = spec.secondCopy!.services.findIndex((s) => s.slug === slug);
    if (j >= 0) return ['secondCopy', 'services', j, ...rest.slice(2)];
  }
  return ['secondCopy', ...rest];
}

/** Applies a list change at a `copy` path to its twin as well (adding, removing or moving an entry keeps the pairs). */
export function onBothCopies(spec: SiteSpec, path: Path, change: (s: SiteSpec, p: Path) => SiteSpec): SiteSpec {
  const twin = twinPath(spec, path);
  const once = change(spec, path);
  if (!twin || !Array.isArray(getAt(spec, twin))) return once;
  return change(once, twin);
}

export type TwinProblem = 'empty' | 'untranslated';

export interface MissingTwin {
  /** The field's path in the copy where it is missing ('secondCopy.hero.headline'), the same as the field's id. */
  path: Path;
  language: SiteLanguage;
  problem: TwinProblem;
  /** Where it is, for people: 'Home page: headline'. */
  label: string;
}

const AREAS: Record<string, string> = {
  tagline: 'Footer',
  hero: 'Home page',
  intro: 'Home page',
  values: 'Home page',
  cta: 'Home page',
  about: 'About page',
  services: 'Services',
  team: 'Team page',
  menu: 'Menu',
  shop: 'Shop',
  events: 'Events',
  faq: 'Questions',
  contact: 'Contact page',
  seo: 'Search engines',
};
const FIELDS: Record<string, string> = {
  tagline: 'tagline',
  headline: 'headline',
  subheadline: 'text under the headline',
  primaryCta: 'main button',
  body: 'text',
  paragraphs: 'paragraph',
  mission: 'mission',
  highlights: 'highlight',
  role: 'name or role',
  bio: 'about them',
  question: 'question',
  answer: 'answer',
  items: 'item',
  products: 'product',
  when: 'date and time',
  button: 'button',
};

/** 'copy.values.1.title' -> 'Home page: value 2, title'; services by their name. */
export function fieldLabel(spec: SiteSpec, path: Path): string {
  const [, area, ...rest] = path;
  const where = AREAS[String(area)] ?? String(area);
  const parts: string[] = [];
  if (area === 'services' && typeof rest[0] === 'number') {
    parts.push(spec.copy.services[rest[0]]?.name ?? `service ${rest[0] + 1}`);
    rest.shift();
  }
  for (let i = 0; i < rest.length; i++) {
    const key = rest[i]!;
    const next = rest[i + 1];
    const name = FIELDS[String(key)] ?? String(key);
    if (typeof next === 'number') {
      parts.push(`${name === String(key) ? singular(name) : name} ${next + 1}`);
      i++;
    } else if (typeof key === 'number') parts.push(`${singular(String(area))} ${key + 1}`);
    else parts.push(name);
  }
  return `${where}: ${parts.join(', ') || FIELDS[String(area)] || String(area)}`;
}

const singular = (word: string) => (word === 'faq' ? 'question' : word.replace(/ies$/, 'y').replace(/s$/, ''));

/** Two texts that are the same sentence in both languages: words, not a name, a price or a time. */
function looksUntranslated(a: string, b: string): boolean {
  return a.trim() === b.trim() && (a.match(/\p{L}{2,}/gu)?.length ?? 0) >= 4;
}

/** Every text leaf under `value`, with its path. Slugs are addresses, not words. */
function leaves(value: unknown, path: Path, out: [Path, string][]): [Path, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (k !== 'slug') leaves(v, [...path, k], out);
  return out;
}

/** The texts written in one language and empty or the same (untranslated) in the other, in the order of the copy. */
export function missingTwins(spec: SiteSpec): MissingTwin[] {
  if (!isBilingual(spec)) return [];
  const [main, second] = spec.languages as [SiteLanguage, SiteLanguage];
  const out: MissingTwin[] = [];
  for (const [path, text] of leaves(spec.copy, ['copy'], [])) {
    const twin = twinPath(spec, path)!;
    const other = getAt(spec, twin);
    const otherText = typeof other === 'string' ? other : '';
    const label = fieldLabel(spec, path);
    if (text.trim() && !otherText.trim()) out.push({ path: twin, language: second, problem: 'empty', label });
    else if (!text.trim() && otherText.trim()) out.push({ path, language: main, problem: 'empty', label });
    else if (text.trim() && looksUntranslated(text, otherText))
      out.push({ path: twin, language: second, problem: 'untranslated', label });
  }
  return out;
}

/** 'Missing in Français' / 'Same as English: not translated yet'. */
export function problemText(spec: SiteSpec, item: MissingTwin): string {
  if (item.problem === 'empty') return `missing in ${LANGUAGE_NAMES[item.language]}`;
  return `same as ${LANGUAGE_NAMES[spec.languages[0]!]}: not translated yet`;
}

/** The website in its main language only: the second language's pages are taken off at the next publish. */
export function dropSecondLanguage(spec: SiteSpec): SiteSpec {
  return { ...spec, languages: [spec.languages[0]!], secondCopy: null };
}

/** The second language becomes the main one (served at the root), the main one goes under its own folder. */
export function swapLanguages(spec: SiteSpec): SiteSpec {
  if (!isBilingual(spec)) return spec;
  return {
    ...spec,
    languages: [spec.languages[1]!, spec.languages[0]!],
    copy: spec.secondCopy!,
    secondCopy: spec.copy,
  };
}

/** The editor's page picker: the site's pages grouped by language (second-language paths start with 'fr/' or 'en/'). */
export function pagesByLanguage<T extends { path: string }>(
  spec: SiteSpec,
  pages: readonly T[],
): { language: SiteLanguage; pages: T[] }[] {
  const [main, second] = spec.languages;
  if (!second) return [{ language: main!, pages: [...pages] }];
  const inSecond = (p: T) => p.path.startsWith(`${second}/`);
  return [
    { language: main!, pages: pages.filter((p) => !inSecond(p)) },
    { language: second, pages: pages.filter(inSecond) },
  ];
}

/**
 * A one-language website with its second language added: `written` (the copywriter's words in
 * `language`) becomes the second copy, paired with the main one. The owner's own entries (menu
 * items, products, dated events) are facts, not prose: they are carried over as written, so both
 * languages show them, and `missingTwins` points at the ones to translate.
 */
export function withSecondLanguage(spec: SiteSpec, language: SiteLanguage, written: SiteCopy): SiteSpec {
  const main = spec.copy;
  const services = main.services.map((s) => written.services.find((w) => w.slug === s.slug) ?? s);
  const ownerMenu = main.menu?.sections.some((s) => s.items.length) ?? false;
  const menu = main.menu && {
    intro: written.menu?.intro ?? main.menu.intro,
    sections: ownerMenu || !written.menu ? main.menu.sections : written.menu.sections,
  };
  const shop = main.shop && { intro: written.shop?.intro ?? main.shop.intro, products: main.shop.products };
  const events = main.events && { intro: written.events?.intro ?? main.events.intro, items: main.events.items };
  return {
    ...spec,
    languages: [spec.languages[0]!, language],
    secondCopy: { ...written, services, menu, shop, events },
  };
}

/** The language a one-language website can add (the other one); null when it already has two. */
export function addableLanguage(spec: SiteSpec): SiteLanguage | null {
  if (spec.languages.length !== 1) return null;
  return SITE_LANGUAGES.find((l) => l !== spec.languages[0]) ?? null;
}
