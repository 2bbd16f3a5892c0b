/** Numbered pagination (only when there is more than one page). Links work without JavaScript;
 * an island may pass onSelect to change page in place. */
import type { MouseEvent } from 'react';
import { pageNumbers } from './pagination.ts';

interface Props {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  onSelect?: (page: number) => void;
  label?: string;
  /** Another language's words (issue 31); without them, the English markup. */
  labels?: { label: string; previous: string; next: string; previousLong: string; nextLong: string; page: string };
}

export default function Pagination({ page, pages, hrefFor, onSelect, label = 'Pagination', labels }: Props) {
  const numbers = pageNumbers(page, pages);
  if (numbers.length === 0) return null;
  const click = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(target);
  };
  return (
    <nav aria-label={labels?.label ?? label}>
      <ul className="pagination">
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} onClick={click(page - 1)} rel="prev" aria-label={labels?.previousLong}>
              {labels ? (
                labels.previous
              ) : (
                <>
                  Previous<span className="visually-hidden"> page</span>
                </>
              )}
            </a>
          </li>
        )}
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={n}>
              <a
                href={hrefFor(n)}
                onClick={click(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={labels ? labels.page.replace('{n}', String(n)) : `Page ${n}`}
              >
                {n}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={hrefFor(page + 1)} onClick={click(page + 1)} rel="next" aria-label={labels?.nextLong}>
              {labels ? (
                labels.next
              ) : (
                <>
                  Next<span className="visually-hidden"> page</span>
                </>
              )}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
