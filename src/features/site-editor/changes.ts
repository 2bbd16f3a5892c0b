/**
 * What changed since the live version: the editor's working copy compared with the spec the live
 * version was rendered from, as a short list an owner can read ('Home page: headline', 'Pages: Menu
 * added'). Only what a visitor can see counts: addresses and the platform's own fields do not. Pure.
 */
import { PAGE_LABELS } from '../../shared/catalogue/catalogue.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { LANGUAGE_NAMES } from '../../shared/languages.ts';

export interface SiteChange {
  area: string;
  detail: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const list = (names: string[]) =>
  names.length > 2 ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more` : names.join(' and ');

/** Fields of an object whose values differ, by their labels (in the labels' order). */
function changedFields<T extends object>(now: T, live: T, labels: Partial<Record<keyof T, string>>): string[] {
  return (Object.keys(labels) as (keyof T)[]).filter((k) => !same(now[k], live[k])).map((k) => labels[k]!);
}

const HOME = {
  tagline: 'tagline',
  hero: 'headline and welcome',
  intro: 'introduction',
  values: 'what sets you apart',
  cta: 'call to action',
} as const;
const DESIGN = {
  primaryColor: 'colours',
  secondaryColor: 'colours',
  darkFontColor: 'colours',
  lightFontColor: 'colours',
  headingFont: 'fonts',
  contentFont: 'fonts',
  headerType: 'header',
  footerType: 'footer',
  logo: 'logo',
} as const;
const BUSINESS = {
  name: 'name',
  overview: 'overview',
  phone: 'phone',
  email: 'email',
  hours: 'hours',
  address: 'address',
  social: 'social links',
} as const;
const PAGES_COPY = {
  about: 'About',
  team: 'Team',
  menu: 'Menu',
  shop: 'Shop',
  events: 'Events',
  faq: 'Questions',
  contact: 'Contact',
} as const;

function serviceChanges(now: SiteSpec, live: SiteSpec): SiteChange[] {
  const liveBySlug = new Map(live.copy.services.map((s) => [s.slug, s]));
  const nowSlugs = new Set(now.copy.services.map((s) => s.slug));
  const added = now.copy.services.filter((s) => !liveBySlug.has(s.slug)).map((s) => s.name);
  const removed = live.copy.services.filter((s) => !nowSlugs.has(s.slug)).map((s) => s.name);
  const edited = now.copy.services
    .filter((s) => liveBySlug.has(s.slug) && !same(s, liveBySlug.get(s.slug)))
    .map((s) => s.name);
  return [
    ...(added.length ? [{ area: 'Services', detail: `${list(added)} added` }] : []),
    ...(removed.length ? [{ area: 'Services', detail: `${list(removed)} removed` }] : []),
    ...(edited.length ? [{ area: 'Services', detail: `${list(edited)} edited` }] : []),
  ];
}

/** A language added, removed or made the main one, or the second language's words edited (issue 31). */
function languageChanges(now: SiteSpec, live: SiteSpec): SiteChange[] {
  const names = (s: SiteSpec) => s.languages.map((l) => LANGUAGE_NAMES[l]);
  if (!same(now.languages, live.languages)) {
    const [nowNames, liveNames] = [names(now), names(live)];
    const added = nowNames.filter((n) => !liveNames.includes(n));
    const removed = liveNames.filter((n) => !nowNames.includes(n));
    const detail = added.length
      ? `${list(added)} added`
      : removed.length
        ? `${list(removed)} removed`
        : `${nowNames[0]} is now the main language`;
    return [{ area: 'Languages', detail }];
  }
  const second = now.languages[1];
  return second && !same(now.secondCopy, live.secondCopy)
    ? [{ area: `${LANGUAGE_NAMES[second]} pages`, detail: 'edited' }]
    : [];
}

/** The changes from `live` to `now`, in the order of the site: pages, home, the other pages, design, photos, details. */
export function specChanges(now: SiteSpec, live: SiteSpec | null): SiteChange[] {
  if (!live) return [];
  const changes: SiteChange[] = [];
  const added = now.pages.filter((p) => !live.pages.includes(p)).map((p) => PAGE_LABELS[p]);
  const removed = live.pages.filter((p) => !now.pages.includes(p)).map((p) => PAGE_LABELS[p]);
  if (added.length) changes.push({ area: 'Pages', detail: `${list(added)} added` });
  if (removed.length) changes.push({ area: 'Pages', detail: `${list(removed)} removed` });
  else if (!added.length && !same(now.pages, live.pages)) changes.push({ area: 'Pages', detail: 'order' });

  const home = changedFields(now.copy, live.copy, HOME);
  if (home.length) changes.push({ area: 'Home page', detail: list(home) });
  changes.push(...serviceChanges(now, live));
  for (const [key, label] of Object.entries(PAGES_COPY) as [keyof typeof PAGES_COPY, string][]) {
    if (!same(now.copy[key], live.copy[key])) changes.push({ area: `${label} page`, detail: 'edited' });
  }
  changes.push(...languageChanges(now, live));
  if (!same(now.copy.seo, live.copy.seo))
    changes.push({
      area: 'Search results',
      detail: list(changedFields(now.copy.seo, live.copy.seo, { title: 'title', description: 'description' })),
    });

  const design = [...new Set(changedFields(now.design, live.design, DESIGN))];
  if (design.length) changes.push({ area: 'Design', detail: list(design) });
  if (!same(now.photos, live.photos) || !same(now.media, live.media))
    changes.push({ area: 'Photos', detail: 'changed' });
  const business = changedFields(now.business, live.business, BUSINESS);
  if (business.length) changes.push({ area: 'Business details', detail: list(business) });
  return changes;
}

export interface PublishSummary {
  /** 'Live' only when the live version shows exactly what the editor holds. */
  label: 'Live' | 'Draft, not live yet' | 'Paused';
  text: string;
  /** Where the live version is, beside 'Version N is live' (issue 39): from the first publish on. */
  address?: string;
}

/** The editor's one-line answer to 'is what I see live?'. */
export function publishSummary(
  site: { live_version: number | null; paused: { message: string } | null; address?: string } | null,
  liveSpecKnown: boolean,
  changes: readonly SiteChange[],
): PublishSummary {
  if (!site?.live_version)
    return {
      label: 'Draft, not live yet',
      text: 'Your website has not been published yet. Visitors see it once you publish.',
    };
  if (site.paused) return { label: 'Paused', text: site.paused.message };
  const at = site.address ? { address: site.address } : {};
  if (!liveSpecKnown)
    return {
      label: 'Live',
      text: `Version ${site.live_version} is live. Publish to put your latest saved edits live.`,
      ...at,
    };
  if (!changes.length)
    return { label: 'Live', text: `Version ${site.live_version} is live and shows everything here.`, ...at };
  return {
    ...at,
    label: 'Draft, not live yet',
    text: `Your edits are saved as a draft. Version ${site.live_version} is live without ${changes.length === 1 ? 'this change' : `these ${changes.length} changes`}:`,
  };
}
