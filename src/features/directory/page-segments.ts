/**
 * One page of a list made of consecutive groups (a province's cities, a country's provinces, in the
 * directory's order): which groups it falls in, and where in each. A deep page of a province or of the
 * whole directory then reads one or two cities from an offset inside them, instead of stepping over
 * every listing before it (issue 19: page 83,000 of a million listings). Pure.
 */
export interface Group<K> {
  key: K;
  n: number;
}

export interface Segment<K> {
  key: K;
  offset: number;
  limit: number;
}

export function pageSegments<K>(groups: readonly Group<K>[], offset: number, limit: number): Segment<K>[] {
  const out: Segment<K>[] = [];
  let start = 0;
  for (const group of groups) {
    if (limit <= 0) break;
    const end = start + group.n;
    if (offset < end) {
      const local = Math.max(0, offset - start);
      const take = Math.min(limit, group.n - local);
      out.push({ key: group.key, offset: local, limit: take });
      limit -= take;
      offset += take;
    }
    start = end;
  }
  return out;
}
