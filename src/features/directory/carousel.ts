/**
 * The listing photo gallery (issue 18): exactly the listing's photos, up to 8, no placeholders. It is a row that
 * scrolls and snaps (swipe on a phone); with JavaScript, Previous/Next step it by one photo. Pure.
 */
export const GALLERY_MAX = 8;

export function galleryPhotos<T>(images: readonly T[]): T[] {
  return images.slice(0, GALLERY_MAX);
}

/** The status line after a step: "Photos 2 to 4 of 6", or "Photo 3 of 6" when one photo shows at a time. */
export function galleryStatus(
  first: number,
  visible: number,
  total: number,
  words?: { many?: string; one?: string },
): string {
  const last = Math.min(total, first + Math.max(1, visible) - 1);
  const fill = (s: string) =>
    s.replace('{first}', String(first)).replace('{last}', String(last)).replace('{total}', String(total));
  if (last > first) return words?.many ? fill(words.many) : `Photos ${first} to ${last} of ${total}`;
  return words?.one ? fill(words.one) : `Photo ${first} of ${total}`;
}
