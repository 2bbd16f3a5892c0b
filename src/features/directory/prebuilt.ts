/**
 * Which listing pages a build writes (issue 19): the `limit` most-reviewed unclaimed listings, ties by
 * id so builds are stable. Until reporting records page views, the approved-review count stands for
 * popularity. A claimed listing is never prebuilt: its owner edits and replies and is told the change
 * is live at once, which only an on-demand page (purged at the CDN) can keep. Pure.
 */
export interface PrebuiltCandidate {
  business_unique_id: string;
  rating_count: number;
  claimed?: boolean;
}

export function prebuiltPositions(entries: readonly PrebuiltCandidate[], limit: number): number[] {
  if (limit <= 0) return [];
  return entries
    .map((_, i) => i)
    .filter((i) => !entries[i]!.claimed)
    .sort(
      (a, b) =>
        Number(entries[b]!.rating_count) - Number(entries[a]!.rating_count) ||
        (entries[a]!.business_unique_id < entries[b]!.business_unique_id ? -1 : 1),
    )
    .slice(0, limit)
    .sort((a, b) => a - b);
}
