/** The listing image carousel (spec §9): 8 slots, moves one step at a time, maximum index 4. Pure. */

export const CAROUSEL_SLOTS = 8;
export const CAROUSEL_VISIBLE = 4;
export const CAROUSEL_MAX_INDEX = CAROUSEL_SLOTS - CAROUSEL_VISIBLE;

export function nextIndex(index: number): number {
  return Math.min(CAROUSEL_MAX_INDEX, index + 1);
}

export function previousIndex(index: number): number {
  return Math.max(0, index - 1);
}

/** The 8 slots: the listing's images first, then placeholders (null) to fill the row. */
export function carouselSlots<T>(images: readonly T[]): (T | null)[] {
  const slots: (T | null)[] = images.slice(0, CAROUSEL_SLOTS);
  while (slots.length < CAROUSEL_SLOTS) slots.push(null);
  return slots;
}
