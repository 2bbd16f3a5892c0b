/** /admin/reviews: a plain queue. Each review can be approved, or rejected with a reason code the author sees. */
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  MODERATION_REASONS,
  REASON_LABELS,
  STATUS_LABELS,
  type ModerationReason,
  type ReviewStatusValue,
} from '../../shared/outcomes.ts';
import { formatDate, moderationText, starText } from '../inbox/inbox.ts';
import { $queue, decide, loadQueue } from './moderation.store.ts';
import type { QueueItem as QueuedReview } from '../../schemas/inbox-responses.ts';

const FILTERS: ReviewStatusValue[] = ['pending', 'approved', 'rejected'];

export default function ModerationQueue() {
  const queue = useStore($queue);
  const id = useId();
  useEffect(() => void loadQueue('pending'), []);

  return (
    <div className="moderation">
      <div className="field field-narrow">
        <label htmlFor={`${id}-filter`}>Show</label>
        <select
          id={`${id}-filter`}
          value={queue.filter}
          onChange={(e) => void loadQueue(e.target.value as ReviewStatusValue)}
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {STATUS_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      <p className="visually-hidden" role="status">
        {queue.announcement}
      </p>
      {queue.status === 'loading' && <p className="muted">Loading reviews…</p>}
      {queue.status === 'signed-out' && (
        <p className="notice">
          Please <a href="/login/">log in</a> with an administrator account.
        </p>
      )}
      {queue.status === 'forbidden' && <p className="form-error">This page is for Main Street administrators.</p>}
      {queue.status === 'error' && (
        <p className="form-error" role="alert">
          The queue could not be loaded.{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void loadQueue()}>
            Try again
          </button>
        </p>
      )}
      {queue.status === 'ready' && queue.reviews.length === 0 && (
        <p className="notice">Nothing to show: the queue is empty.</p>
      )}
      {queue.status === 'ready' && queue.reviews.length > 0 && (
        <ul className="inbox-list" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '.75rem' }}>
          {queue.reviews.map((r) => (
            <QueueItem key={r.id} review={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function QueueItem({ review }: { review: QueuedReview }) {
  const id = useId();
  const [reason, setReason] = useState<ModerationReason | ''>(review.moderation_reason ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (decision: Parameters<typeof decide>[1]) => {
    setBusy(true);
    setError((await decide(review, decision)) ?? '');
    setBusy(false);
  };
  const name = `${review.first_name} ${review.last_name}`;
  return (
    <li style={{ border: '1px solid var(--line)', borderRadius: 'var(--radius)', padding: '1rem', background: '#fff' }}>
      <article aria-label={`Review by ${name} of ${review.business_name}`}>
        <p>
          <span className="stars" role="img" aria-label={`${review.rating} out of 5 stars`}>
            {starText(review.rating)}
          </span>{' '}
          <strong>{name}</strong>{' '}
          <span className="muted">
            ({review.email}) on {review.business_name}, {formatDate(review.created_at)}
          </span>
        </p>
        <p style={{ whiteSpace: 'pre-wrap' }}>{review.message}</p>
        <p>
          <span className="badge">{moderationText(review)}</span>
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '.6rem', alignItems: 'end' }}>
          {review.status !== 'approved' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void run({ decision: 'approve' })}
            >
              Approve
            </button>
          )}
          <div className="field" style={{ margin: 0 }}>
            <label htmlFor={`${id}-reason`}>Reason</label>
            <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as ModerationReason)}>
              <option value="">Choose a reason…</option>
              {MODERATION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() =>
              reason ? void run({ decision: 'reject', reason }) : setError('Choose a reason to reject this review.')
            }
          >
            Reject
          </button>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </article>
    </li>
  );
}
