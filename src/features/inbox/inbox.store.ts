/** The owner inbox's state (nanostores): leads and reviews from the inbox functions, and replies. */
import { atom } from 'nanostores';
import {
  leadsResponseSchema,
  ownerReviewsResponseSchema,
  reviewReplyResponseSchema,
  type Lead,
  type OwnerReview,
} from '../../schemas/inbox-responses.ts';

export interface InboxState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  leads: Lead[];
  reviews: OwnerReview[];
  visibilityNotice: string;
}

export const $inbox = atom<InboxState>({ status: 'loading', leads: [], reviews: [], visibilityNotice: '' });

const get = (fetcher: typeof fetch, url: string) =>
  fetcher(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });

export async function loadInbox(fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const [leadsRes, reviewsRes] = await Promise.all([
      get(fetcher, '/api/inbox/leads'),
      get(fetcher, '/api/inbox/reviews'),
    ]);
    if (leadsRes.status === 401 || reviewsRes.status === 401) {
      $inbox.set({ ...$inbox.get(), status: 'signed-out' });
      return;
    }
    if (!leadsRes.ok || !reviewsRes.ok) throw new Error('inbox unavailable');
    const { leads } = leadsResponseSchema.parse(await leadsRes.json());
    const { reviews, visibility_notice } = ownerReviewsResponseSchema.parse(await reviewsRes.json());
    $inbox.set({ status: 'ready', leads, reviews, visibilityNotice: visibility_notice });
  } catch {
    $inbox.set({ ...$inbox.get(), status: 'error' });
  }
}

export type ReplyResult = { ok: true; notice: string } | { ok: false; error: string };

export async function sendReply(reviewId: string, reply: string, fetcher: typeof fetch = fetch): Promise<ReplyResult> {
  try {
    const res = await fetcher('/api/inbox/reviews/reply', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ review_id: reviewId, reply }),
    });
    const body: unknown = await res.json().catch(() => ({}));
    const saved = res.ok ? reviewReplyResponseSchema.safeParse(body) : undefined;
    if (!saved?.success) {
      const error = (body as { error?: { message?: string; fields?: Record<string, string[]> } }).error;
      return {
        ok: false,
        error: error?.fields?.reply?.[0] ?? error?.message ?? 'Your reply could not be saved. Please try again.',
      };
    }
    const { review: updated, visibility_notice } = saved.data;
    const state = $inbox.get();
    $inbox.set({ ...state, reviews: state.reviews.map((r) => (r.id === updated.id ? updated : r)) });
    return { ok: true, notice: `Reply saved. ${visibility_notice}` };
  } catch {
    return {
      ok: false,
      error: 'We could not reach Main Street. Check your connection and try again; your reply is still here.',
    };
  }
}

/** Marks a lead handled (or not yet); the list changes only when the server agrees. */
export async function markHandled(leadId: string, handled: boolean, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher('/api/inbox/leads/handled', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ lead_id: leadId, handled }),
    });
    if (!res.ok) return false;
    const { lead } = (await res.json()) as { lead: { id: string; handled_at: string | null } };
    const state = $inbox.get();
    $inbox.set({
      ...state,
      leads: state.leads.map((l) => (l.id === lead.id ? { ...l, handled_at: lead.handled_at } : l)),
    });
    return true;
  } catch {
    return false;
  }
}
