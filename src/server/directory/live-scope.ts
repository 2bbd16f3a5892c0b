/**
 * A location's list pages beyond the first, rendered on demand (issue 19): at a million listings they
 * would be about 333,000 prebuilt pages. The URL is checked before any query (known country and province,
 * slug pattern, a page number of 2 or more); a city is one index probe before anything else. Location
 * and category counts are the expensive part (a province's, or every listing for the whole directory),
 * so a warm function keeps them for a minute while no listing changes; the page's own rows are always read fresh, from the one or
 * two cities the page falls in (pageSegments: found from those counts, so a page of a province or of the
 * whole directory costs what a city's does; only a listing removed in the last minute, which leaves
 * updated_at as it was, can shift its boundaries).
 */
import {
  COUNTRIES,
  PROVINCES,
  countryCodeFromSlug,
  countryName,
  directoryPath,
  provinceCodeFromSlug,
  provinceName,
  slugify,
} from '../../shared/locations.ts';
import { scopeKey } from '../../features/directory/directory-model.ts';
import { PAGE_SIZE, pageCount } from '../../features/pagination/pagination.ts';
import { regionNews } from '../regions/regions-repo.ts';
import { pageSegments } from '../../features/directory/page-segments.ts';
import { toCard, type ListingRow } from './listing-shape.ts';
import {
  categoryCounts,
  cityCounts,
  findCityName,
  lastListingChange,
  provinceCounts,
  scopePage,
  type PlaceCount,
  type ScopeCodes,
} from './scope-repo.ts';
import type { ScopeLocation, ScopePlace, ScopeView } from './scope-view.ts';
import { cdnCacheHeaders } from './live-page.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Page numbers as written by pagePath: 2 and up, no leading zero, at most 7 digits. */
const PAGE = /^[1-9][0-9]{0,6}$/;

export interface ScopePageAddress extends ScopeCodes {
  page: number;
}

/** The location page a URL names, or null when it cannot name one (no query is made for these). */
export function parseScopePageParams(
  params: Record<string, string | undefined>,
  firstPage = 2,
): ScopePageAddress | null {
  const { country, province, city, page } = params;
  if (!page || !PAGE.test(page) || Number(page) < firstPage) return null;
  const at: ScopePageAddress = { page: Number(page) };
  if (country === undefined) return province === undefined && city === undefined ? at : null;
  if (country.length > 40 || country !== slugify(country) || !(at.country_code = countryCodeFromSlug(country)))
    return null;
  if (province === undefined) return city === undefined ? at : null;
  // Only the canonical spelling: /directory/canada/alberta/…, not /directory/canada/ab/….
  if (
    province.length > 40 ||
    province !== slugify(province) ||
    /^[a-z]{2}$/.test(province) ||
    !(at.state_code = provinceCodeFromSlug(province))
  )
    return null;
  if (city === undefined) return at;
  if (city.length > 120 || !SLUG.test(city)) return null;
  at.city_slug = city;
  return at;
}

/** Cache tags of a location's pages; a listing change purges its city, province, country and 'directory' (cdn-purge.ts). */
export function scopeCacheTags(at: ScopeCodes): string[] {
  if (!at.country_code) return ['directory'];
  if (!at.state_code) return [`country-${at.country_code.toLowerCase()}`];
  const province = `${at.country_code}-${at.state_code}`.toLowerCase();
  return at.city_slug ? [`city-${province}-${at.city_slug}`, `province-${province}`] : [`province-${province}`];
}

const MEMO_MS = 60_000;
const memo = new Map<string, { at: number; stamp: string; value: Promise<unknown> }>();
/**
 * Counts kept for a minute, and only while no listing has changed (`stamp`: the newest updated_at, one
 * index probe per render): a purged page is never rendered again from counts older than the change.
 */
function remember<T>(key: string, stamp: string, load: () => Promise<T>): Promise<T> {
  const hit = memo.get(key);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < MEMO_MS) return hit.value as Promise<T>;
  if (memo.size > 5000) memo.clear(); // only existing places get here; a bound all the same
  const value = load();
  value.catch(() => memo.delete(key));
  memo.set(key, { at: Date.now(), stamp, value });
  return value;
}

/** Forgets the counts kept by this function instance (tests: each starts from the database as it is). */
export function clearLocationCounts(): void {
  memo.clear();
}

const byName = (a: ScopeLocation, b: ScopeLocation) => a.name.localeCompare(b.name, 'en-CA');
const citiesOf = (stamp: string, country: string, state: string) =>
  remember(`cities:${country}-${state}`, stamp, () => cityCounts(country, state));
const provinces = (stamp: string) => remember('provinces', stamp, provinceCounts);

/** Rows [offset, offset + limit) of a location in the directory's order, read city by city. */
async function pageRows(stamp: string, at: ScopeCodes, offset: number, limit: number): Promise<ListingRow[]> {
  if (at.city_slug) return scopePage(at, offset, limit);
  if (at.state_code) {
    const cities = (await citiesOf(stamp, at.country_code!, at.state_code)).map((c) => ({ key: c.slug, n: c.n }));
    const parts = pageSegments(cities, offset, limit).map((s) =>
      scopePage({ ...at, city_slug: s.key }, s.offset, s.limit),
    );
    return (await Promise.all(parts)).flat();
  }
  const states = (await provinces(stamp))
    .filter((p) => !at.country_code || p.country === at.country_code)
    .map((p) => ({ key: p, n: p.n }));
  const parts = pageSegments(states, offset, limit).map((s) =>
    pageRows(stamp, { country_code: s.key.country, state_code: s.key.slug }, s.offset, s.limit),
  );
  return (await Promise.all(parts)).flat();
}

function place(at: ScopeCodes, cityName?: string): ScopePlace {
  const { country_code, state_code, city_slug } = at;
  const base = {
    key: scopeKey(country_code, state_code, city_slug),
    path: directoryPath(at),
    country_code,
    state_code,
    city_slug,
  };
  if (!country_code) return { ...base, level: 'root', name: 'All locations', label: 'all locations' };
  if (!state_code)
    return { ...base, level: 'country', name: countryName(country_code), label: countryName(country_code) };
  if (!city_slug)
    return {
      ...base,
      level: 'state',
      name: provinceName(state_code),
      label: `${provinceName(state_code)}, ${countryName(country_code)}`,
    };
  return { ...base, level: 'city', name: cityName ?? city_slug, label: `${cityName}, ${provinceName(state_code)}` };
}

/** Every province of a country with its count (empty ones too, as the prebuilt pages list them). */
function provinceLocations(country: string, counts: PlaceCount[]): ScopeLocation[] {
  return Object.keys(PROVINCES)
    .map((state) => ({
      key: scopeKey(country, state),
      name: provinceName(state),
      path: directoryPath({ country_code: country, state_code: state }),
      count: counts.find((c) => c.country === country && c.slug === state)?.n ?? 0,
    }))
    .sort(byName);
}

export type LiveScope = { view: ScopeView } | { missing: string[] };

/** Page `page` of a location from the database, or the tags of a miss (unknown place, page past the end). */
export async function loadLiveScopePage(at: ScopePageAddress): Promise<LiveScope> {
  const codes: ScopeCodes = { country_code: at.country_code, state_code: at.state_code, city_slug: at.city_slug };
  const missing = { missing: scopeCacheTags(codes) };
  let cityName: string | undefined;
  if (at.city_slug && !(cityName = await findCityName(codes as Required<ScopeCodes>))) return missing;
  const stamp = await lastListingChange();
  const scope = place(codes, cityName);
  let locationScope = scope;
  let locations: ScopeLocation[];
  let total: number;
  if (at.state_code) {
    const counts = await citiesOf(stamp, at.country_code!, at.state_code);
    locations = counts
      .map((c) => ({
        key: scopeKey(at.country_code, at.state_code, c.slug),
        name: c.name!,
        path: directoryPath({ ...codes, city_slug: c.slug }),
        count: c.n,
      }))
      .sort(byName);
    total = at.city_slug
      ? (counts.find((c) => c.slug === at.city_slug)?.n ?? 0)
      : counts.reduce((sum, c) => sum + c.n, 0);
  } else {
    const counts = await provinces(stamp);
    const countries = at.country_code ? [at.country_code] : Object.keys(COUNTRIES);
    total = counts.filter((c) => countries.includes(c.country!)).reduce((sum, c) => sum + c.n, 0);
    // The whole directory lists its one country's provinces, as a country does.
    if (countries.length === 1) locationScope = place({ country_code: countries[0] });
    locations =
      countries.length === 1
        ? provinceLocations(countries[0]!, counts)
        : countries.map((c) => ({
            key: c,
            name: countryName(c),
            path: directoryPath({ country_code: c }),
            count: counts.filter((p) => p.country === c).reduce((s, p) => s + p.n, 0),
          }));
  }
  const pages = pageCount(total);
  if (total === 0 || at.page > pages) return missing;
  const [categories, rows, news] = await Promise.all([
    remember(`categories:${scope.key}`, stamp, () => categoryCounts(codes)),
    pageRows(stamp, codes, (at.page - 1) * PAGE_SIZE, PAGE_SIZE),
    at.city_slug ? regionNews(at.country_code!, at.state_code!, at.city_slug) : Promise.resolve([]),
  ]);
  const trail = [
    place({}),
    ...(at.country_code ? [place({ country_code: at.country_code })] : []),
    ...(at.state_code ? [place({ country_code: at.country_code, state_code: at.state_code })] : []),
    ...(at.city_slug ? [scope] : []),
  ].map((p) => ({ name: p.level === 'root' ? 'Directory' : p.name, href: p.path }));
  return {
    view: {
      scope,
      trail,
      locationScope,
      locations,
      news,
      categories,
      cards: rows.map(toCard),
      page: at.page,
      pages,
      total,
    },
  };
}

/** What an on-demand list route does: the page and its CDN headers, or the tags its 404 is cached under. */
export async function liveScopeRoute(
  params: Record<string, string | undefined>,
  firstPage = 2,
): Promise<{ view: ScopeView; headers: Record<string, string> } | { notFoundTags: string[] }> {
  const at = parseScopePageParams(params, firstPage);
  if (!at) return { notFoundTags: [] };
  const live = await loadLiveScopePage(at);
  if ('missing' in live) return { notFoundTags: live.missing };
  return { view: live.view, headers: cdnCacheHeaders(scopeCacheTags(live.view.scope), true) };
}
