/**
 * Keeping the storefront fresh when stock or payouts change what it shows (issue 40): an item selling out or
 * coming back from 0, and a payout account entering or leaving 'active' (the cart shows only with an active
 * one). `refreshStorefront` (storefront.ts) is called after the change has committed, never inside its
 * transaction (it reads and re-renders what the commit made visible), and a failure is logged, never thrown: a
 * stale page must not fail the payment, the webhook or the checkout that caused it.
 */
import { refreshStorefront } from './storefront.ts';

type Refresher = (businessId: string) => Promise<void>;
let refresher: Refresher = refreshStorefront;

/** Tests swap in a recorder (function tests use no vi.mock); returns the function that puts the previous back. */
export function setStorefrontRefresher(next: Refresher): () => void {
  const previous = refresher;
  refresher = next;
  return () => {
    refresher = previous;
  };
}

export function refreshStorefronts(businessIds: Iterable<string>, why: string): Promise<void> {
  const refreshes = [...new Set(businessIds)].map((id) =>
    refresher(id).catch((error: unknown) =>
      console.error(`[shop] refreshing the storefront of ${id} (${why}) failed:`, error),
    ),
  );
  return Promise.all(refreshes).then(() => undefined);
}
