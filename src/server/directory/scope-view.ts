/**
 * What one page of a directory location shows (ScopePage.astro), from either source: the build's
 * directory (page 1 of every location, prebuilt) or the database (deeper pages, rendered on demand by
 * live-scope.ts, issue 19). No I/O here. Its other languages: src/features/directory/scope-view-in.ts.
 */
import type { BuildDirectory } from './build-directory.ts';
import { toCard } from './listing-shape.ts';
import { scopeTrail, type Scope, type ScopeLevel } from '../../features/directory/directory-model.ts';
import {
  partitionsFor,
  type ListingCard,
  type Partition,
  type ScopeRange,
} from '../../features/directory/search-index.ts';
import { PAGE_SIZE, pageCount } from '../../features/pagination/pagination.ts';
import type { RegionNews } from '../regions/regions-repo.ts';

export interface ScopePlace {
  key: string;
  level: ScopeLevel;
  name: string;
  label: string;
  path: string;
  country_code?: string;
  state_code?: string;
  city_slug?: string;
}

export interface ScopeLocation {
  key: string;
  name: string;
  path: string;
  count: number;
}

export interface ScopeView {
  scope: ScopePlace;
  trail: { name: string; href: string }[];
  /** Whose child places the Locations box lists (a city lists its province's cities). */
  locationScope: ScopePlace;
  locations: ScopeLocation[];
  news: RegionNews[];
  categories: { name: string; count: number }[];
  cards: ListingCard[];
  page: number;
  pages: number;
  total: number;
  /**
   * The static search index's coordinates (positions in the build's order), on prebuilt pages only.
   * A page rendered on demand reads the database, whose order may have moved since the index was built:
   * its search form submits to the location's first page, which searches in place.
   */
  search?: { range: ScopeRange; partitions: Partition[]; builtAt: string };
}

const placeOf = (s: Scope): ScopePlace => ({
  key: s.key,
  level: s.level,
  name: s.name,
  label: s.label,
  path: s.path,
  country_code: s.country_code,
  state_code: s.state_code,
  city_slug: s.city_slug,
});

/** Page `page` of a location from the build's directory. */
export function scopeViewFromBuild(dir: BuildDirectory, scopeKey: string, page: number): ScopeView {
  const scope = dir.scopes.get(scopeKey)!;
  const total = scope.end - scope.start;
  const first = scope.start + (page - 1) * PAGE_SIZE;
  // The whole directory lists its country's provinces; a city lists the cities of its province.
  const locationScope =
    scope.level === 'root' && scope.locations.length === 1 ? dir.scopes.get(scope.locations[0]!)! : scope;
  return {
    scope: placeOf(scope),
    trail: scopeTrail(dir, scopeKey).map((s) => ({ name: s.level === 'root' ? 'Directory' : s.name, href: s.path })),
    locationScope: placeOf(locationScope),
    locations: locationScope.locations
      .map((key) => dir.scopes.get(key)!)
      .map((l) => ({ key: l.key, name: l.name, path: l.path, count: l.end - l.start })),
    news: scope.level === 'city' ? (dir.regionNews.get(scope.key) ?? []) : [],
    categories: scope.categories,
    cards: dir.entries.slice(first, Math.min(scope.end, first + PAGE_SIZE)).map(toCard),
    page,
    pages: pageCount(total),
    total,
    search: {
      range: { start: scope.start, end: scope.end },
      partitions: partitionsFor(scope, dir.partitions),
      builtAt: dir.builtAt,
    },
  };
}
