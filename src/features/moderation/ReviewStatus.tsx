/**
 * /review-status/?id=… (and its French twin /fr/statut-avis/, issue 31): a review's author sees its moderation
 * status and, when rejected, why in a plain sentence (a held review's reason is the moderators' note, and the
 * function does not send it). The page passes its language's strings as props.
 */
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { format } from '../../shared/i18n/format.ts';
import type { Messages } from '../../shared/i18n/i18n.ts';
import { reviewStatusSchema, type ReviewStatus as Status } from '../../schemas/inbox-responses.ts';

export const REVIEW_STATUS_KEYS = [
  'rs.loading',
  'rs.missing',
  'rs.error',
  'rs.summary',
  'rs.pending',
  'rs.approved',
  'status.pending',
  'status.approved',
  'status.rejected',
  'outcome.notPublished',
  'outcome.rejected.spam',
  'outcome.rejected.duplicate',
  'outcome.rejected.rate-limit',
  'outcome.rejected.off-topic',
  'outcome.rejected.abusive',
] as const;
export type ReviewStatusMessages = Pick<Messages, (typeof REVIEW_STATUS_KEYS)[number]>;

/** A catalogue sentence with some parameters as elements (bold names), the others filled as text. */
function sentence(
  template: string,
  nodes: Record<string, ReactNode>,
  params: Record<string, string | number>,
): ReactNode[] {
  return format(template, params)
    .split(/(\{\w+\})/)
    .map((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return <Fragment key={i}>{name && name in nodes ? nodes[name] : part}</Fragment>;
    });
}

export default function ReviewStatus({ messages: m }: { messages: ReviewStatusMessages }) {
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'ok'; review: Status }
  >({ kind: 'loading' });
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id') ?? '';
    fetch(`/api/reviews/status?id=${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (res.status === 400 || res.status === 404) return setState({ kind: 'missing' });
        if (!res.ok) throw new Error(String(res.status));
        setState({ kind: 'ok', review: reviewStatusSchema.parse(await res.json()) });
      })
      .catch(() => setState({ kind: 'error' }));
  }, []);

  if (state.kind === 'loading')
    return (
      <p className="muted" role="status">
        {m['rs.loading']}
      </p>
    );
  if (state.kind === 'missing') return <p className="form-error">{m['rs.missing']}</p>;
  if (state.kind === 'error') return <p className="form-error">{m['rs.error']}</p>;
  const { review } = state;
  const status = m[`status.${review.status}`];
  const reason = review.moderation_reason;
  return (
    <div className="notice" role="status">
      <p>
        {sentence(
          m['rs.summary'],
          { business: <strong>{review.business_name}</strong>, status: <strong>{status}</strong> },
          { rating: review.rating },
        )}
      </p>
      {review.status === 'rejected' && <p>{reason ? m[`outcome.rejected.${reason}`] : m['outcome.notPublished']}</p>}
      {review.status === 'pending' && <p className="muted">{m['rs.pending']}</p>}
      {review.status === 'approved' && <p className="muted">{m['rs.approved']}</p>}
    </div>
  );
}
