/** Pagination for every list (spec §9: 12 per page). Pure. */

export const PAGE_SIZE = 12;

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** A page number from anything (URL text, state): whole, at least 1, at most the last page. */
export function clampPage(page: unknown, total: number, size = PAGE_SIZE): number {
  const n = typeof page === 'number' ? page : Number.parseInt(String(page ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), pageCount(total, size));
}

export interface Page<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 and 0 when empty). */
  from: number;
  to: number;
}

export function paginate<T>(items: readonly T[], page: unknown, size = PAGE_SIZE): Page<T> {
  const total = items.length;
  const current = clampPage(page, total, size);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pages: pageCount(total, size),
    total,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}

/**
 * The numbered links to show: always the first and last page and a window around the current one,
 * with null where pages are skipped. Empty when there is only one page (no pagination then).
 */
export function pageNumbers(current: number, pages: number, around = 2): (number | null)[] {
  if (pages <= 1) return [];
  const shown = new Set<number>([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}

/** The path of page n of a list whose first page is `base` ('/news/' -> '/news/page/2/'), in the one URL form. */
export function pagePath(base: string, page: number): string {
  const clean = base.replace(/\/$/, '');
  return page <= 1 ? `${clean}/` : `${clean}/page/${page}/`;
}
