import { useEffect, useState, type ReactNode } from 'react';
import Icon from './Icon.tsx';
import { arrowsLocked, moveWindow, windowOf, PAGE_SIZE, ARROW_LOCK_MS } from './wizard.ts';

interface Props<T> {
  label: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/** A row showing 4 items at a time; the previous/next arrows lock for 500 ms after a click (spec §2). */
export default function Carousel<T>({ label, items, render, itemKey }: Props<T>) {
  const [start, setStart] = useState(0);
  const [lastMove, setLastMove] = useState<number | null>(null);
  const locked = arrowsLocked(lastMove, Date.now());
  useEffect(() => setStart(0), [items.length]);
  useEffect(() => {
    if (lastMove === null) return;
    const timer = setTimeout(() => setLastMove(null), ARROW_LOCK_MS);
    return () => clearTimeout(timer);
  }, [lastMove]);
  const move = (direction: -1 | 1) => {
    if (arrowsLocked(lastMove, Date.now())) return;
    setStart(moveWindow(start, direction, items.length));
    setLastMove(Date.now());
  };
  const atStart = start === 0;
  const atEnd = start + PAGE_SIZE >= items.length;
  const page = Math.floor(start / PAGE_SIZE) + 1;
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  return (
    <div className="wz-carousel" role="group" aria-roledescription="carousel" aria-label={label}>
      <button
        type="button"
        className="wz-arrow"
        aria-label={`Previous ${label.toLowerCase()}`}
        disabled={atStart || locked}
        onClick={() => move(-1)}
      >
        <Icon name="chevronLeft" />
      </button>
      <ul className="wz-cards" aria-live="polite">
        {windowOf(items, start).map((item) => (
          <li key={itemKey(item)}>{render(item)}</li>
        ))}
      </ul>
      <button
        type="button"
        className="wz-arrow"
        aria-label={`Next ${label.toLowerCase()}`}
        disabled={atEnd || locked}
        onClick={() => move(1)}
      >
        <Icon name="chevronRight" />
      </button>
      {pages > 1 && (
        <p className="wz-pageinfo">
          {page} of {pages}
        </p>
      )}
    </div>
  );
}
