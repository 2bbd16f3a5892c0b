/**
 * /admin/claim-requests (issue 39): the pending reviewed claim requests, oldest first. Each shows the listing, the
 * requester and what they wrote (as text, never as HTML); Approve, or Refuse with the reason the requester reads.
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { claimRequestDecisionSchema, type ClaimRequest } from '../../schemas/listing-claim-request.ts';
import { formatDate } from '../inbox/inbox.ts';
import { accountAgeText } from '../listing-claim/claim-request.ts';
import { $claimQueue, decideClaim, loadClaimQueue } from './claim-queue.store.ts';

export default function ClaimRequestQueue() {
  const queue = useStore($claimQueue);
  useEffect(() => void loadClaimQueue(), []);
  return (
    <div className="moderation">
      <p className="visually-hidden" role="status">
        {queue.announcement}
      </p>
      {queue.status === 'loading' && <p className="muted">Loading claim requests…</p>}
      {queue.status === 'signed-out' && (
        <p className="notice">
          Please <a href="/login/?next=%2Fadmin%2Fclaim-requests%2F">log in</a> with an administrator account.
        </p>
      )}
      {queue.status === 'forbidden' && <p className="form-error">This page is for Main Street administrators.</p>}
      {queue.status === 'error' && (
        <p className="form-error" role="alert">
          The claim requests could not be loaded.{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void loadClaimQueue()}>
            Try again
          </button>
        </p>
      )}
      {queue.status === 'ready' && queue.requests.length === 0 && (
        <p className="notice">No claim request is waiting for review.</p>
      )}
      {queue.status === 'ready' && queue.requests.length > 0 && (
        <ul className="claim-queue">
          {queue.requests.map((r) => (
            <QueuedRequest key={r.id} request={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function QueuedRequest({ request: r }: { request: ClaimRequest }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (decision: unknown) => {
    const parsed = claimRequestDecisionSchema.safeParse(decision);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    setError((await decideClaim(r, parsed.data)) ?? '');
    setBusy(false);
  };
  return (
    <li className="claim-queue-item">
      <article aria-label={`Claim of ${r.business_name} by ${r.requester_name}`}>
        <h2 className="claim-queue-title">
          <a href={r.listing_path}>{r.business_name}</a> <span className="muted">({r.listing_city})</span>
        </h2>
        <dl className="claim-queue-facts">
          <dt>Requester</dt>
          <dd>
            {r.requester_name} ({r.requester_email}), account {accountAgeText(r.requester_since)}
          </dd>
          <dt>Role</dt>
          <dd>{r.role_at_business}</dd>
          <dt>Proof</dt>
          <dd>{r.proof}</dd>
          <dt>Message</dt>
          <dd className="claim-queue-message">{r.message || <span className="muted">None</span>}</dd>
          <dt>Sent</dt>
          <dd>{formatDate(r.created_at)}</dd>
        </dl>
        <p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void run({ request_id: r.id, decision: 'approve' })}
          >
            Approve
          </button>
        </p>
        <div className="claim-queue-refuse">
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason for refusing (the requester reads it)</label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              value={reason}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </div>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => void run({ request_id: r.id, decision: 'refuse', reason })}
          >
            Refuse
          </button>
        </div>
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </article>
    </li>
  );
}
