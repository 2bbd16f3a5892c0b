/** /review-status?id=…: a review's author sees its moderation status and, when rejected or held, the reason code. */
import { useEffect, useState } from 'react';
import { REASON_LABELS, STATUS_LABELS } from '../../shared/outcomes.ts';
import { reviewStatusSchema, type ReviewStatus as Status } from '../../schemas/inbox-responses.ts';

export default function ReviewStatus() {
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'ok'; review: Status }>({ kind: 'loading' });
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

  if (state.kind === 'loading') return <p className="muted" role="status">Loading your review…</p>;
  if (state.kind === 'missing') return <p className="form-error">No review matches this link. Check that you copied the whole address.</p>;
  if (state.kind === 'error') return <p className="form-error">We could not reach Main Street. Please try again in a few minutes.</p>;
  const { review } = state;
  return (
    <div className="notice" role="status">
      <p>Your {review.rating}-star review of <strong>{review.business_name}</strong>: <strong>{STATUS_LABELS[review.status]}</strong>.</p>
      {review.moderation_reason && <p>Reason: {REASON_LABELS[review.moderation_reason]}.</p>}
      {review.status === 'pending' && <p className="muted">A moderator checks every review before it appears on the listing.</p>}
      {review.status === 'approved' && <p className="muted">It appears on the listing after the next directory update.</p>}
    </div>
  );
}
