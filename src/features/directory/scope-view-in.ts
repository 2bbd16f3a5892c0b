/**
 * A directory location's page view in another language (issue 31), for ScopePage.astro and the
 * listing page's breadcrumbs. Pure; the view itself is built in src/server/directory/scope-view.ts.
 */
import { decimalIn } from '../../shared/i18n/categories.ts';
import { COUNTRIES, PROVINCES } from '../../shared/locations.ts';
import { LOCALES, t, type Lang } from '../../shared/i18n/i18n.ts';
import { countryNameIn, directoryPathIn, provinceNameIn } from '../../shared/i18n/places.ts';
import type { ScopePlace, ScopeView } from '../../server/directory/scope-view.ts';

/** A place name shown in English ('British Columbia', 'Directory') in `lang`; city names stay as they are. */
function placeNameIn(lang: Lang, name: string): string {
  if (name === 'Directory') return t(lang, 'dir.root');
  if (name === 'All locations') return t(lang, 'dir.allLocations');
  const province = Object.keys(PROVINCES).find((code) => PROVINCES[code] === name);
  if (province) return provinceNameIn(lang, province);
  const country = Object.keys(COUNTRIES).find((code) => COUNTRIES[code] === name);
  return country ? countryNameIn(lang, country) : name;
}

function placeIn(lang: Lang, p: ScopePlace): ScopePlace {
  const province = p.state_code ? provinceNameIn(lang, p.state_code) : '';
  const country = p.country_code ? countryNameIn(lang, p.country_code) : '';
  const label =
    p.level === 'root'
      ? t(lang, 'dir.allLocationsLabel')
      : p.level === 'country'
        ? country
        : p.level === 'state'
          ? `${province}, ${country}`
          : `${p.name}, ${province}`;
  return { ...p, name: placeNameIn(lang, p.name), label, path: directoryPathIn(lang, p.path) };
}

/**
 * The same page's view in another language (issue 31): place names and every directory link translated;
 * what businesses wrote (names, addresses) and regional news stay as written; ratings get a decimal comma. Pure.
 */
export function scopeViewIn(lang: Lang, view: ScopeView): ScopeView {
  if (lang === 'en') return view;
  const locale = LOCALES[lang];
  return {
    ...view,
    scope: placeIn(lang, view.scope),
    locationScope: placeIn(lang, view.locationScope),
    trail: view.trail.map((c) => ({ name: placeNameIn(lang, c.name), href: directoryPathIn(lang, c.href) })),
    locations: view.locations
      .map((l) => ({ ...l, name: placeNameIn(lang, l.name), path: directoryPathIn(lang, l.path) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    cards: view.cards.map((c) => ({
      ...c,
      url: directoryPathIn(lang, c.url),
      rating: c.rating === null ? null : decimalIn(lang, c.rating),
    })),
  };
}

/** Breadcrumbs in `lang`: place names and links translated, the business's own name as written. */
export function trailIn(
  lang: Lang,
  trail: readonly { name: string; href: string }[],
): { name: string; href: string }[] {
  return trail.map((c) => ({
    name: lang === 'en' ? c.name : placeNameIn(lang, c.name),
    href: directoryPathIn(lang, c.href),
  }));
}
