/**
 * The dashboard card 'Your website': live address, last publish, whether the draft differs from the
 * live site, a paused notice, and links to Edit, Publish, Versions, Domain and Download ZIP.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import {
  $busy,
  $loadError,
  $notice,
  $website,
  loadWebsite,
  publishWebsite,
  retryLoadWebsite,
} from './website.store.ts';

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

export function Notice() {
  const notice = useStore($notice);
  return (
    <p
      className={notice ? (notice.ok ? 'notice' : 'notice notice-error') : 'visually-hidden'}
      role="status"
      aria-live="polite"
    >
      {notice?.text ?? ''}
    </p>
  );
}

export function PublishButton() {
  const status = useStore($website);
  const busy = useStore($busy);
  if (!status) return null;
  if (status.publish_blocked) {
    return (
      <>
        <p className="muted small">{status.publish_blocked}</p>
        {!status.can_publish && status.draft && (
          <p>
            <a className="btn btn-primary" href="/checkout/">
              Choose a website plan
            </a>
          </p>
        )}
        {!status.draft && (
          <p>
            <a className="btn btn-primary" href="/create-business-website/">
              Create your website
            </a>
          </p>
        )}
      </>
    );
  }
  // Nothing new to publish: the badge says the live site matches the draft.
  if (status.site?.live_version && !status.site.draft_differs) return null;
  return (
    <button className="btn btn-primary" type="button" disabled={busy !== null} onClick={() => void publishWebsite()}>
      {busy === 'publish' ? 'Publishing…' : status.site?.live_version ? 'Publish changes' : 'Publish'}
    </button>
  );
}

/** The status could not be loaded: said plainly, with a retry; never 'you have no website'. */
export function LoadFailed() {
  const error = useStore($loadError);
  return (
    <div className="notice notice-error" role="alert">
      <p>
        <strong>Your website’s status could not be loaded.</strong> Nothing was changed. {error}
      </p>
      <p>
        <button className="btn btn-ghost" type="button" onClick={() => void retryLoadWebsite()}>
          Try again
        </button>
      </p>
    </div>
  );
}

export default function WebsiteCard() {
  const status = useStore($website);
  useEffect(() => void loadWebsite(), []);
  if (status === undefined)
    return (
      <p className="muted" role="status">
        Loading your website…
      </p>
    );
  if (status === null) return <LoadFailed />;
  const site = status.site;
  return (
    <>
      {site?.paused && (
        <div className="notice notice-error">
          <p>
            <strong>Your website is paused.</strong> {site.paused.message}
          </p>
          <p>
            {site.paused.restore} <a href="/checkout/">Choose a plan</a>
          </p>
        </div>
      )}
      {status.plan_ends && (
        <p className="notice" role="note">
          {status.plan_ends.message}
        </p>
      )}
      {site?.live_version ? (
        <>
          <p>
            Live at <a href={site.address}>{site.address.replace(/\/$/, '')}</a>
          </p>
          {site.last_published_at && (
            <p className="muted small">
              Last published {formatWhen(site.last_published_at)} · version {site.live_version} is live
            </p>
          )}
          <p>
            {site.draft_differs ? (
              <span className="badge badge-none">Draft has unpublished changes</span>
            ) : (
              <span className="badge badge-free">Live site matches your draft</span>
            )}
          </p>
        </>
      ) : (
        <p className="muted">
          {status.draft ? `${status.draft.label} is ready. It is not published yet.` : 'You have no website yet.'}
        </p>
      )}
      <PublishButton />
      <Notice />
      <ul className="website-links">
        <li>
          <a href="/dashboard/web-hosting/">Edit</a>
        </li>
        <li>
          <a href="/dashboard/website/#versions">Versions</a>
        </li>
        <li>
          <a href="/dashboard/website/#domain">Domain</a>
        </li>
        {status.draft && (
          <li>
            <a href={`/api/ai/download-website?draft_id=${status.draft.id}`} download>
              Download ZIP
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
