/** The admin review queue (nanostores): load a status list, approve, or reject with a reason code. */
import { atom } from 'nanostores';
import type { ModerationReason, ReviewStatusValue } from '../../shared/outcomes.ts';
import { queueResponseSchema, type QueueItem } from '../../schemas/inbox-responses.ts';

export interface QueueState {
  status: 'loading' | 'ready' | 'signed-out' | 'forbidden' | 'error';
  filter: ReviewStatusValue;
  reviews: QueueItem[];
  /** The last decision, for the live region. */
  announcement: string;
}

export const $queue = atom<QueueState>({ status: 'loading', filter: 'pending', reviews: [], announcement: '' });

export async function loadQueue(
  filter: ReviewStatusValue = $queue.get().filter,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  $queue.set({ ...$queue.get(), status: 'loading', filter });
  try {
    const res = await fetcher(`/api/admin/reviews?status=${filter}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (res.status === 401) return $queue.set({ ...$queue.get(), status: 'signed-out' });
    if (res.status === 403) return $queue.set({ ...$queue.get(), status: 'forbidden' });
    if (!res.ok) throw new Error(String(res.status));
    const { reviews } = queueResponseSchema.parse(await res.json());
    $queue.set({ ...$queue.get(), status: 'ready', reviews });
  } catch {
    $queue.set({ ...$queue.get(), status: 'error' });
  }
}

export async function decide(
  review: QueueItem,
  decision: { decision: 'approve' } | { decision: 'reject'; reason: ModerationReason },
  fetcher: typeof fetch = fetch,
): Promise<string | undefined> {
  try {
    const res = await fetcher('/api/admin/reviews/moderate', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ review_id: review.id, ...decision }),
    });
    const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    if (!res.ok) return body.error?.message ?? 'The decision was not saved. Please try again.';
  } catch {
    return 'We could not reach Main Street. Please try again.';
  }
  const state = $queue.get();
  const what = decision.decision === 'approve' ? 'Approved' : `Rejected (${decision.reason})`;
  $queue.set({
    ...state,
    reviews: state.reviews.filter((r) => r.id !== review.id),
    announcement: `${what}: review by ${review.first_name} ${review.last_name} of ${review.business_name}.`,
  });
  return undefined;
}
