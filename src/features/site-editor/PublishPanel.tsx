/**
 * The editor's publish panel: 'Draft, not live yet' or 'Live', what changed since the live version,
 * the name the site shows, and Publish (the same server call as /dashboard/website, which keeps the
 * versions, rollback and the custom domain).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { publishSummary } from './changes.ts';
import { $changes, $publish, $save, $spec, loadPublishState, publishFromEditor } from './site-editor.store.ts';
import { isBilingual } from './bilingual.ts';
import { LANGUAGE_NAMES } from '../../shared/languages.ts';

export function PublishPanel() {
  const publish = useStore($publish);
  const changes = useStore($changes);
  const spec = useStore($spec)!;
  const save = useStore($save);
  useEffect(() => void loadPublishState(), []);

  if (!publish.state) {
    return (
      <section className="ed-publish" aria-label="Publishing">
        {publish.error ? (
          <p className="form-error" role="alert">
            {publish.error}{' '}
            <button type="button" className="btn btn-ghost" onClick={() => void loadPublishState()}>
              Try again
            </button>
          </p>
        ) : (
          <p className="muted" role="status">
            Checking whether your website is live…
          </p>
        )}
      </section>
    );
  }
  const { status, live_spec: live } = publish.state;
  const summary = publishSummary(status.site, Boolean(live), changes);
  const upToDate = summary.label === 'Live' && Boolean(live);
  const unsaved = save.state !== 'saved';
  const notice = publish.notice && (!publish.notice.ok || upToDate) ? publish.notice : null;
  return (
    <section className="ed-publish" aria-labelledby="ed-publish-state">
      <div className="ed-publish-head">
        <h2 id="ed-publish-state" className={`ed-publish-state ${summary.label === 'Live' ? 'live' : 'draft'}`}>
          <span className="visually-hidden">Website status: </span>
          {summary.label}
        </h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void publishFromEditor()}
          disabled={publish.busy || !status.can_publish || upToDate}
        >
          {publish.busy ? 'Publishing…' : 'Publish'}
        </button>
      </div>
      <p className="ed-publish-text">{summary.text}</p>
      {summary.address && (
        <p className="ed-publish-address">
          Live at <a href={summary.address}>{summary.address.replace(/^https?:\/\//, '')}</a>
        </p>
      )}
      {isBilingual(spec) && (
        <p className="muted ed-hint">
          Publishing puts both languages live: {LANGUAGE_NAMES[spec.languages[0]!]} at your address,{' '}
          {LANGUAGE_NAMES[spec.languages[1]!]} under /{spec.languages[1]}/.
        </p>
      )}
      {changes.length > 0 && (
        <ul className="ed-changes">
          {changes.map((c) => (
            <li key={`${c.area}:${c.detail}`}>
              <strong>{c.area}:</strong> {c.detail}
            </li>
          ))}
        </ul>
      )}
      {unsaved && status.can_publish && !upToDate && (
        <p className="muted ed-hint">Publishing saves your latest edits first.</p>
      )}
      {status.publish_blocked && (
        <p className="notice">
          {status.publish_blocked} <a href="/checkout/">Choose a website plan</a>
        </p>
      )}
      <p className="muted ed-hint">
        Your site shows the name “{spec.business.name}”, from your directory listing (
        <a href="/dashboard/my-business/">change it there</a>).{' '}
        <a href="/dashboard/website/">Versions, rollback and your domain</a>
      </p>
      {/* A publish's outcome, until the next edit makes it old news (the status line says what is live then). */}
      <p className={notice ? (notice.ok ? 'notice' : 'form-error') : 'visually-hidden'} role="status">
        {notice?.text}
        {notice?.address && (
          <>
            {' '}
            <a href={notice.address}>Open your live site</a>
          </>
        )}
      </p>
    </section>
  );
}
