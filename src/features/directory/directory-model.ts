/**
 * The location tree of the directory, computed once per build from every listing: scopes
 * (the whole directory, countries, provinces, cities) with their range in the global order,
 * their category counts and their child locations. Pure.
 */
import { COUNTRIES, PROVINCES, countryName, directoryPath, provinceName } from '../../shared/locations.ts';
import { partitionId, type Partition } from './search-index.ts';

export interface DirectoryEntry {
  business_unique_id: string;
  business_name: string;
  categories: string[];
  city: string;
  city_slug: string;
  state_code: string;
  country_code: string;
}

export type ScopeLevel = 'root' | 'country' | 'state' | 'city';

export interface Scope {
  key: string;
  level: ScopeLevel;
  country_code?: string;
  state_code?: string;
  city_slug?: string;
  /** The place name alone: "Canada", "Alberta", "Sherwood Park"; "All locations" for the root. */
  name: string;
  /** The place with its parents for titles: "Sherwood Park, Alberta". */
  label: string;
  path: string;
  start: number;
  end: number;
  categories: { name: string; count: number }[];
  /** Keys of the child scopes (or of the sibling cities, for a city). */
  locations: string[];
  parent: string | null;
}

export interface DirectoryModel {
  /** Entries in the global order: country, state, city, then name. */
  entries: DirectoryEntry[];
  scopes: Map<string, Scope>;
  partitions: Partition[];
}

const lower = (s: string) => s.toLowerCase();
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function compareEntries(a: DirectoryEntry, b: DirectoryEntry): number {
  return (
    cmp(a.country_code, b.country_code) ||
    cmp(a.state_code, b.state_code) ||
    cmp(a.city_slug, b.city_slug) ||
    cmp(lower(a.business_name), lower(b.business_name)) ||
    cmp(a.business_unique_id, b.business_unique_id)
  );
}

export function scopeKey(country?: string, state?: string, city?: string): string {
  if (!country) return 'root';
  if (!state) return country;
  return city ? `${country}-${state}-${city}` : `${country}-${state}`;
}

function emptyScope(key: string, level: ScopeLevel, at: number, fields: Partial<Scope>): Scope {
  return {
    key,
    level,
    name: '',
    label: '',
    path: '',
    start: at,
    end: at,
    categories: [],
    locations: [],
    parent: null,
    ...fields,
  };
}

export function buildDirectoryModel<T extends DirectoryEntry>(
  listings: readonly T[],
): DirectoryModel & { entries: T[] } {
  const entries = [...listings].sort(compareEntries);
  const scopes = new Map<string, Scope>();
  const counts = new Map<string, Map<string, number>>();
  const root = emptyScope('root', 'root', 0, { name: 'All locations', label: 'all locations', path: directoryPath() });
  scopes.set('root', root);

  // Every known country and province gets a page, even with no listings (it shows the empty state).
  for (const country of Object.keys(COUNTRIES)) {
    scopes.set(
      country,
      emptyScope(country, 'country', 0, {
        country_code: country,
        name: countryName(country),
        label: countryName(country),
        parent: 'root',
        path: directoryPath({ country_code: country }),
      }),
    );
    root.locations.push(country);
    for (const state of Object.keys(PROVINCES)) {
      const key = scopeKey(country, state);
      scopes.set(
        key,
        emptyScope(key, 'state', 0, {
          country_code: country,
          state_code: state,
          name: provinceName(state),
          label: `${provinceName(state)}, ${countryName(country)}`,
          parent: country,
          path: directoryPath({ country_code: country, state_code: state }),
        }),
      );
      scopes.get(country)!.locations.push(key);
    }
  }

  entries.forEach((e, position) => {
    const keys = [
      'root',
      scopeKey(e.country_code),
      scopeKey(e.country_code, e.state_code),
      scopeKey(e.country_code, e.state_code, e.city_slug),
    ];
    const [, countryKey, stateKey, cityKey] = keys as [string, string, string, string];
    if (!scopes.has(countryKey)) {
      scopes.set(
        countryKey,
        emptyScope(countryKey, 'country', position, {
          country_code: e.country_code,
          name: countryName(e.country_code),
          label: countryName(e.country_code),
          parent: 'root',
          path: directoryPath({ country_code: e.country_code }),
        }),
      );
      root.locations.push(countryKey);
    }
    if (!scopes.has(stateKey)) {
      scopes.set(
        stateKey,
        emptyScope(stateKey, 'state', position, {
          country_code: e.country_code,
          state_code: e.state_code,
          name: provinceName(e.state_code),
          label: `${provinceName(e.state_code)}, ${countryName(e.country_code)}`,
          parent: countryKey,
          path: directoryPath({ country_code: e.country_code, state_code: e.state_code }),
        }),
      );
      scopes.get(countryKey)!.locations.push(stateKey);
    }
    if (!scopes.has(cityKey)) {
      scopes.set(
        cityKey,
        emptyScope(cityKey, 'city', position, {
          country_code: e.country_code,
          state_code: e.state_code,
          city_slug: e.city_slug,
          name: e.city,
          label: `${e.city}, ${provinceName(e.state_code)}`,
          parent: stateKey,
          path: directoryPath({ country_code: e.country_code, state_code: e.state_code, city_slug: e.city_slug }),
        }),
      );
      scopes.get(stateKey)!.locations.push(cityKey);
    }
    for (const key of keys) {
      const scope = scopes.get(key)!;
      if (scope.end === scope.start) scope.start = position; // first listing of the scope
      scope.end = position + 1;
      const perScope = counts.get(key) ?? new Map<string, number>();
      for (const c of new Set(e.categories)) perScope.set(c, (perScope.get(c) ?? 0) + 1);
      counts.set(key, perScope);
    }
  });

  for (const scope of scopes.values()) {
    if (scope.level !== 'root' && scope.end === scope.start) scope.start = scope.end = insertionPoint(entries, scope);
    scope.categories = [...(counts.get(scope.key) ?? new Map<string, number>())]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => cmp(lower(a.name), lower(b.name)));
    // Show places by name; a city lists its province's cities (its siblings).
    if (scope.level === 'city') scope.locations = scopes.get(scope.parent!)!.locations;
    else scope.locations.sort((a, b) => scopes.get(a)!.name.localeCompare(scopes.get(b)!.name, 'en-CA'));
  }

  const partitions: Partition[] = [...scopes.values()]
    .filter((s) => s.level === 'state' && s.end > s.start)
    .map((s) => ({ id: partitionId(s.country_code!, s.state_code!), start: s.start, end: s.end }));
  return { entries, scopes, partitions };
}

/** Where an empty scope would sit in the order, so its range is empty but well placed. */
function insertionPoint(entries: readonly DirectoryEntry[], scope: Scope): number {
  const probe = {
    country_code: scope.country_code ?? '',
    state_code: scope.state_code ?? '',
    city_slug: scope.city_slug ?? '',
    business_name: '',
    business_unique_id: '',
    categories: [],
    city: '',
  };
  const index = entries.findIndex((e) => compareEntries(e, probe) > 0);
  return index === -1 ? entries.length : index;
}

/** The chain root -> scope, for breadcrumbs. */
export function scopeTrail(model: Pick<DirectoryModel, 'scopes'>, key: string): Scope[] {
  const trail: Scope[] = [];
  let current = model.scopes.get(key);
  while (current) {
    trail.unshift(current);
    current = current.parent ? model.scopes.get(current.parent) : undefined;
  }
  return trail;
}
