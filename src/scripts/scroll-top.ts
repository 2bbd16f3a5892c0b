// Spec §2: on a route change the page scrolls smoothly to the top after 50 ms (10 ms on list pages).
export const SCROLL_DELAY_MS = 50;
export const LIST_SCROLL_DELAY_MS = 10;

export function scrollToTopSoon(delay = SCROLL_DELAY_MS): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' }), delay);
}
