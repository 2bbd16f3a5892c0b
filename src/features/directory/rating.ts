/** Listing ratings (spec §9: stars 1-5, average to 2 decimals). Only approved reviews count. Pure. */

export interface RatedReview {
  rating: number;
  status?: 'pending' | 'approved' | 'rejected';
}

export interface RatingSummary {
  /** The average as shown: two decimals ("4.33"), or null with no approved review. */
  average: string | null;
  /** The same number, for structured data. */
  value: number | null;
  count: number;
}

export function ratingSummary(reviews: readonly RatedReview[]): RatingSummary {
  const counted = reviews.filter(
    (r) => (r.status ?? 'approved') === 'approved' && Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5,
  );
  if (counted.length === 0) return { average: null, value: null, count: 0 };
  const sum = counted.reduce((total, r) => total + r.rating, 0);
  // Round in integer hundredths so 4.335 cannot drift to 4.33 through binary floating point.
  const hundredths = Math.round((sum * 100) / counted.length);
  const value = hundredths / 100;
  return { average: value.toFixed(2), value, count: counted.length };
}

/** "1 review" / "3 reviews". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Filled and empty stars for display, to the nearest whole star (4.33 -> 4 and 1). */
export function starParts(value: number | null): { full: number; empty: number } {
  const full = Math.round(Math.max(0, Math.min(5, value ?? 0)));
  return { full, empty: 5 - full };
}
