/**
 * The badge on a listing (issue 18): 'Verified' only when something verified the owner — a paid plan, whose card
 * payment Stripe checked — and the badge's tooltip says so. A self-registered listing says who manages it. Pure.
 */
export type ListingRank = 'unclaimed' | 'registered' | 'web-hosting' | 'complete';

export interface ListingBadge {
  label: string;
  tooltip: string;
  verified: boolean;
}

export function listingBadge(rank: ListingRank | string): ListingBadge | null {
  if (rank === 'web-hosting' || rank === 'complete') {
    return {
      label: 'Verified',
      verified: true,
      tooltip: 'Verified: the owner holds a paid Main Street plan, paid by card and checked by Stripe.',
    };
  }
  if (rank === 'registered') {
    return {
      label: 'Owner-managed',
      verified: false,
      tooltip:
        'The owner manages this listing. It is not verified yet: a listing is verified when its owner takes a paid plan.',
    };
  }
  return null;
}
