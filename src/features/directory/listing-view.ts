/**
 * What a listing page and a directory card show of a listing row: its path, breadcrumbs, address and
 * rating. Pure; the row itself is ListingRow (src/server/directory/listing-shape.ts).
 */
import { countryName, directoryPath, provinceName } from '../../shared/locations.ts';
import { ratingSummary } from './rating.ts';

/** Where a listing is: the columns of a `listings` row that name and place it (ListingRecord extends it). */
export interface ListingPlace {
  business_unique_id: string;
  business_name: string;
  street_address: string | null;
  city: string;
  city_slug: string;
  state_code: string;
  country_code: string;
  postal_code: string | null;
}

export function listingRating(row: { rating_count: number; rating_sum: number }) {
  // The aggregate stands for rating_count approved reviews summing to rating_sum.
  const count = Number(row.rating_count);
  if (!count) return ratingSummary([]);
  const hundredths = Math.round((Number(row.rating_sum) * 100) / count);
  return { average: (hundredths / 100).toFixed(2), value: hundredths / 100, count };
}

export function listingPath(
  row: Pick<ListingPlace, 'country_code' | 'state_code' | 'city_slug' | 'business_unique_id'>,
): string {
  return directoryPath(row);
}

/** Breadcrumbs of a listing page: Directory › country › province › city › the business. */
export function listingTrail(
  row: Omit<ListingPlace, 'street_address' | 'postal_code'>,
): { name: string; href: string }[] {
  const { country_code, state_code, city_slug } = row;
  return [
    { name: 'Directory', href: directoryPath() },
    { name: countryName(country_code), href: directoryPath({ country_code }) },
    { name: provinceName(state_code), href: directoryPath({ country_code, state_code }) },
    { name: row.city, href: directoryPath({ country_code, state_code, city_slug }) },
    { name: row.business_name, href: listingPath(row) },
  ];
}

export function fullAddress(row: Pick<ListingPlace, 'street_address' | 'city' | 'state_code' | 'postal_code'>): string {
  return [row.street_address, row.city, [row.state_code, row.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}
