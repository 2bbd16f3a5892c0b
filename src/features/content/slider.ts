/** The rotating web-design examples (spec §9: every 10 s, in a cycle). Pure. */
export const SLIDE_INTERVAL_MS = 10_000;

export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}
