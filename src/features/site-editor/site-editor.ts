/**
 * The site editor's pure logic: edits of the site spec by path, adding and removing pages and list
 * entries, the undo history, and the validation messages shown beside each field. No I/O.
 */
import { PAGE_IDS, type PageId } from '../../shared/catalogue/catalogue.ts';
import { siteSpecSchema, type SitePhoto, type SiteSpec } from '../../schemas/site-spec.ts';

export type Path = readonly (string | number)[];

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (v, key) => (v == null ? undefined : (v as Record<string | number, unknown>)[key]),
    value,
  );
}

/** A copy of `value` with `path` set to `next`; every object or array on the way is copied, nothing mutated. */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (!path.length) return next as T;
  const [key, ...rest] = path;
  const current = value == null ? undefined : (value as Record<string | number, unknown>)[key!];
  const child = setAt(current, rest, next);
  if (Array.isArray(value)) {
    // An entry past the end (a second language's list shorter than the main one's) is added.
    const copy = [...value];
    copy[key as number] = child;
    return copy as T;
  }
  return { ...((value ?? {}) as object), [key!]: child } as T;
}

/** Appends `item` to the list at `path`. */
export function appendAt<T>(value: T, path: Path, item: unknown): T {
  return setAt(value, path, [...((getAt(value, path) as unknown[]) ?? []), item]);
}

/** Removes entry `index` from the list at `path`. */
export function removeAt<T>(value: T, path: Path, index: number): T {
  return setAt(
    value,
    path,
    ((getAt(value, path) as unknown[]) ?? []).filter((_, i) => i !== index),
  );
}

/** Moves entry `index` of the list at `path` by `delta` places (up -1, down +1). */
export function moveAt<T>(value: T, path: Path, index: number, delta: number): T {
  const list = [...((getAt(value, path) as unknown[]) ?? [])];
  const to = index + delta;
  if (to < 0 || to >= list.length) return value;
  [list[index], list[to]] = [list[to], list[index]];
  return setAt(value, path, list);
}

/** Words for a page the owner adds that the copywriter never wrote: plain, and claiming nothing; one set per language. */
const STARTERS = {
  en: {
    menu: { intro: 'Here is what we serve. Prices are in Canadian dollars.', sections: [{ title: 'Menu', items: [] }] },
    shop: { intro: 'Here is what you can buy from us. Prices are in Canadian dollars.', products: [] },
    events: { intro: 'Here is what is coming up. Everyone is welcome.', items: [] },
  },
  fr: {
    menu: {
      intro: 'Voici ce que nous servons. Les prix sont en dollars canadiens.',
      sections: [{ title: 'Menu', items: [] }],
    },
    shop: { intro: 'Voici ce que vous pouvez acheter chez nous. Les prix sont en dollars canadiens.', products: [] },
    events: { intro: 'Voici ce qui s’en vient. Tout le monde est le bienvenu.', items: [] },
  },
};

/** Adds or removes a page (home always stays); a fact page gets empty lists for the owner to fill. */
export function togglePage(spec: SiteSpec, page: PageId, on: boolean): SiteSpec {
  if (page === 'home') return spec;
  const chosen = new Set(spec.pages);
  if (on) chosen.add(page);
  else chosen.delete(page);
  const pages = PAGE_IDS.filter((p) => chosen.has(p));
  if (!on || (page !== 'menu' && page !== 'shop' && page !== 'events')) return { ...spec, pages };
  const [main, second] = spec.languages;
  const copy = spec.copy[page] ? spec.copy : { ...spec.copy, [page]: STARTERS[main ?? 'en'][page] };
  const secondCopy =
    spec.secondCopy && !spec.secondCopy[page]
      ? { ...spec.secondCopy, [page]: STARTERS[second ?? 'en'][page] }
      : spec.secondCopy;
  return { ...spec, pages, copy, secondCopy };
}

/** Adds an uploaded photo; the first one becomes the hero (the illustrated hero stays until then). */
export function addPhoto(spec: SiteSpec, photo: SitePhoto): SiteSpec {
  if (spec.photos.some((p) => p.id === photo.id)) return spec;
  const media = spec.media.hero ? spec.media : { ...spec.media, hero: photo.id };
  return { ...spec, photos: [...spec.photos, photo], media };
}

/** Removes a photo and every place it is used. */
export function removePhoto(spec: SiteSpec, id: string): SiteSpec {
  const { hero, about, gallery } = spec.media;
  return {
    ...spec,
    photos: spec.photos.filter((p) => p.id !== id),
    media: {
      hero: hero === id ? null : hero,
      about: about === id ? null : about,
      gallery: gallery.filter((g) => g !== id),
    },
  };
}

/** Validation messages keyed by field path ('copy.hero.headline'), from the renderer's own schema. */
export function specIssues(spec: unknown): Map<string, string> {
  const result = siteSpecSchema.safeParse(spec);
  const issues = new Map<string, string>();
  if (!result.success)
    for (const issue of result.error.issues)
      if (!issues.has(issue.path.join('.'))) issues.set(issue.path.join('.'), issue.message);
  return issues;
}

/** 'Too small: expected string to have >=6 characters' -> 'Write at least 6 characters.' */
export function friendlyMessage(message: string): string {
  const min = /expected (?:string|array) to have >=(\d+)/.exec(message);
  if (min) return min[1] === '1' ? 'This cannot be empty.' : `Write at least ${min[1]} characters.`;
  const max = /expected (?:string|array) to have <=(\d+)/.exec(message);
  if (max) return `Keep this to ${max[1]} characters or fewer.`;
  return message;
}

export interface History {
  past: SiteSpec[];
  /** The field of the last edit and when: typing in one field is one undo step. */
  lastKey: string | null;
  lastAt: number;
}

export const EMPTY_HISTORY: History = { past: [], lastKey: null, lastAt: 0 };
export const HISTORY_LIMIT = 100;
const COALESCE_MS = 1500;

/** Records `before` as an undo step, unless this edit continues typing in the same field. */
export function recordEdit(history: History, before: SiteSpec, key: string | null, now: number): History {
  const continues = key !== null && key === history.lastKey && now - history.lastAt < COALESCE_MS;
  const past = continues ? history.past : [...history.past, before].slice(-HISTORY_LIMIT);
  return { past, lastKey: key, lastAt: now };
}

/** The spec before the last edit, and the history without it; undefined when there is nothing to undo. */
export function undoStep(history: History): { spec: SiteSpec; history: History } | undefined {
  const spec = history.past.at(-1);
  return spec ? { spec, history: { past: history.past.slice(0, -1), lastKey: null, lastAt: 0 } } : undefined;
}
