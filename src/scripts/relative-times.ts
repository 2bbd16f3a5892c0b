// Relative ages are computed at build time; this refreshes them to the visitor's clock (no framework).
import { relativeTime } from '../features/content/relative-time.ts';

export function refreshRelativeTimes(root: ParentNode = document): void {
  const now = new Date();
  for (const el of root.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    if (el.dateTime) el.textContent = relativeTime(el.dateTime, now);
  }
}
