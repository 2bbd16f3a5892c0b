/**
 * A private calendar feed: make a secret .ics address (shown once), or turn it off. The tasks' due dates by default;
 * the bookings calendar passes its own calls and words.
 */
import { useEffect, useState } from 'react';
import { feedStatus, makeFeed, stopFeed } from './tasks-api.ts';

interface Props {
  heading?: string;
  /** Shown before anything is done when the feed has no status call of its own. */
  intro?: string;
  make?: typeof makeFeed;
  stop?: typeof stopFeed;
}

export default function CalendarFeed({
  heading = 'Due dates in your calendar',
  intro,
  make = makeFeed,
  stop = stopFeed,
}: Props) {
  const [message, setMessage] = useState(intro ?? '');
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (intro === undefined) void feedStatus().then((r) => r.ok && setMessage(r.data.message));
  }, [intro]);
  async function run(action: typeof makeFeed) {
    setBusy(true);
    const r = await action();
    setBusy(false);
    if (r.ok) {
      setUrl(r.data.url);
      setMessage(r.data.message);
    } else setMessage(r.message);
  }
  return (
    <section className="card" aria-labelledby="feed-heading">
      <div className="card-body">
        <h2 id="feed-heading">{heading}</h2>
        <p className="muted small" role="status">
          {message}
        </p>
        {url && (
          <p>
            <code className="feed-url">{url}</code>
          </p>
        )}
        <p className="task-actions">
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => run(make)}>
            Make a new calendar link
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => run(stop)}>
            Turn the link off
          </button>
        </p>
      </div>
    </section>
  );
}
