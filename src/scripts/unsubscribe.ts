// Posts the id from the URL to POST /api/email/unsubscribe and shows the matching message.
import { outcomeOf, unsubscribeIdFromPath, type UnsubscribeOutcome } from '../features/email/unsubscribe.ts';

function show(root: HTMLElement, state: UnsubscribeOutcome | 'working'): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-state]')) el.hidden = el.dataset.state !== state;
  root.dataset.outcome = state;
}

export async function runUnsubscribe(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-unsubscribe]');
  if (!root) return;
  const id = unsubscribeIdFromPath(window.location.pathname);
  if (!id) return show(root, 'unknown');
  try {
    const res = await fetch('/api/email/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id }),
    });
    show(root, outcomeOf(res.status));
  } catch {
    show(root, 'error');
  }
}
