/**
 * The owner's inbox on /dashboard (rendered by the accounts pages: default export, no props):
 * leads with sender details and a CSV export, and reviews of their listings with the moderation
 * status and reason. Owners reply to approved reviews; they never edit or delete one.
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $inbox, loadInbox, markHandled, sendReply } from './inbox.store.ts';
import { formatDate, moderationText, replyHref, sourceText, starText } from './inbox.ts';
import type { Lead, OwnerReview } from '../../schemas/inbox-responses.ts';
import MakeTaskButton from './MakeTaskButton.tsx';
import './inbox.css';

export default function Inbox() {
  const inbox = useStore($inbox);
  const [tab, setTab] = useState<'leads' | 'reviews'>('leads');
  const id = useId();
  useEffect(() => void loadInbox(), []);

  if (inbox.status === 'loading')
    return (
      <p className="muted" role="status">
        Loading your inbox…
      </p>
    );
  if (inbox.status === 'signed-out')
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your inbox.
      </p>
    );
  if (inbox.status === 'error') {
    return (
      <p className="form-error" role="alert">
        Your inbox could not be loaded.{' '}
        <button type="button" className="btn btn-ghost" onClick={() => void loadInbox()}>
          Try again
        </button>
      </p>
    );
  }

  const tabs = [
    { key: 'leads' as const, label: `Leads (${inbox.leads.length})` },
    { key: 'reviews' as const, label: `Reviews (${inbox.reviews.length})` },
  ];
  return (
    <section className="inbox" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Inbox</h2>
      <div role="tablist" aria-label="Inbox" className="inbox-tabs">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-controls={`${id}-panel-${t.key}`}
            aria-selected={tab === t.key}
            className="btn btn-ghost"
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'leads' ? (
          <Leads leads={inbox.leads} />
        ) : (
          <Reviews reviews={inbox.reviews} notice={inbox.visibilityNotice} />
        )}
      </div>
    </section>
  );
}

function Leads({ leads }: { leads: Lead[] }) {
  if (!leads.length)
    return <p className="muted">No messages yet. Visitors can message you from your listing and your website.</p>;
  const open = leads.filter((l) => !l.handled_at).length;
  return (
    <>
      <p className="muted">
        {open} to handle · {leads.length - open} handled
      </p>
      <p>
        <a className="btn btn-ghost" href="/api/inbox/leads.csv" download>
          Export leads as CSV
        </a>
      </p>
      <ul className="inbox-list">
        {leads.map((lead) => (
          <li key={lead.id} className={lead.handled_at ? 'inbox-item inbox-handled' : 'inbox-item'}>
            <LeadItem lead={lead} />
          </li>
        ))}
      </ul>
    </>
  );
}

function LeadItem({ lead }: { lead: Lead }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function toggle() {
    setBusy(true);
    const ok = await markHandled(lead.id, !lead.handled_at);
    setBusy(false);
    setFailed(!ok);
  }
  return (
    <article aria-labelledby={`${id}-from`}>
      <header>
        <strong id={`${id}-from`}>
          {lead.first_name} {lead.last_name}
        </strong>{' '}
        {lead.handled_at && <span className="badge badge-free">Handled</span>}{' '}
        <span className="muted">
          to {lead.business_name}, {sourceText(lead.source)}, {formatDate(lead.created_at)}
        </span>
      </header>
      <p className="inbox-message">{lead.message}</p>
      <p className="inbox-contact">
        {lead.email}
        {lead.phone && (
          <>
            {' '}
            · <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>{lead.phone}</a>
          </>
        )}
      </p>
      <p className="inbox-actions">
        <a className="btn btn-primary" href={replyHref(lead)}>
          Reply by email
        </a>{' '}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={toggle}
          disabled={busy}
          aria-pressed={!!lead.handled_at}
        >
          {busy ? 'Saving…' : lead.handled_at ? 'Handled ✓ (mark as not handled)' : 'Mark as handled'}
        </button>{' '}
        <MakeTaskButton kind="lead" id={lead.id} />
      </p>
      {failed && (
        <p className="field-error" role="alert">
          That did not save. Please try again.
        </p>
      )}
    </article>
  );
}

function Reviews({ reviews, notice }: { reviews: OwnerReview[]; notice: string }) {
  if (!reviews.length) return <p className="muted">No reviews yet.</p>;
  return (
    <>
      <p className="muted">Reviews appear on your listing once a moderator approves them. {notice}</p>
      <ul className="inbox-list">
        {reviews.map((review) => (
          <li key={review.id} className="inbox-item">
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ReviewItem({ review }: { review: OwnerReview }) {
  const id = useId();
  const [draft, setDraft] = useState(review.owner_reply ?? '');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const res = await sendReply(review.id, draft);
    setBusy(false);
    setResult(res.ok ? { ok: true, text: res.notice } : { ok: false, text: res.error });
    if (res.ok) setEditing(false);
  }

  const statusClass =
    review.status === 'approved' ? 'badge-free' : review.status === 'rejected' ? 'badge-none' : 'badge-complete';
  return (
    <article aria-label={`Review by ${review.first_name} ${review.last_name.slice(0, 1)}.`}>
      <header>
        <span className="stars" role="img" aria-label={`${review.rating} out of 5 stars`}>
          {starText(review.rating)}
        </span>{' '}
        <strong>
          {review.first_name} {review.last_name.slice(0, 1)}.
        </strong>{' '}
        <span className="muted">
          on {review.business_name}, {formatDate(review.created_at)}
        </span>
      </header>
      <p className="inbox-message">{review.message}</p>
      <p>
        <span className={`badge ${statusClass}`}>{moderationText(review)}</span>
      </p>
      <MakeTaskButton kind="review" id={review.id} />
      {review.owner_reply && !editing && (
        <blockquote className="inbox-reply">
          <strong>Your reply:</strong> {review.owner_reply}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)}>
            Edit reply
          </button>
        </blockquote>
      )}
      {review.status === 'approved' && !review.owner_reply && !editing && (
        <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)}>
          Reply publicly
        </button>
      )}
      {review.status === 'approved' && editing && (
        <form onSubmit={submit} className="inbox-reply-form">
          <label htmlFor={`${id}-reply`}>Your public reply</label>
          <textarea id={`${id}-reply`} rows={3} value={draft} autoFocus onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Post reply'}
          </button>
        </form>
      )}
      {result && (
        <p className={result.ok ? 'notice' : 'form-error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </article>
  );
}
