/**
 * Which listing pages a build writes (issue 19): the `limit` most-reviewed, ties by id so builds are
 * stable. Until reporting records page views, the approved-review count stands for popularity. Pure.
 */
export function prebuiltPositions(entries: readonly { business_unique_id: string; rating_count: number }[], limit: number): number[] {
  if (limit <= 0) return [];
  const positions = entries.map((_, i) => i);
  if (limit >= entries.length) return positions;
  return positions
    .sort((a, b) => Number(entries[b]!.rating_count) - Number(entries[a]!.rating_count)
      || (entries[a]!.business_unique_id < entries[b]!.business_unique_id ? -1 : 1))
    .slice(0, limit)
    .sort((a, b) => a - b);
}
