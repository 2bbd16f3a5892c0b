/**
 * What a listing page and a directory card show of a listing row: its path, breadcrumbs, address and
 * rating. Pure; the row itself is ListingRow (src/server/directory/listing-shape.ts).
 */
import { countryName, directoryPath, provinceName } from '../../shared/locations.ts';
import { ratingSummary } from './rating.ts';

/** The columns of a `listings` row these read (with the approved-review aggregate). */
interface ListingPlace {
  business_unique_id: string;
  business_name: string;
  street_address: string | null;
  city: string;
  city_slug: string;
  state_code: string;
  country_code: string;
  postal_code: string | null;
  rating_count: number;
  rating_sum: number;
}

export function listingRating(row: Pick<ListingPlace, 'rating_count' | 'rating_sum'>) {
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
  row: Omit<ListingPlace, 'street_address' | 'postal_code' | 'rating_count' | 'rating_sum'>,
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
