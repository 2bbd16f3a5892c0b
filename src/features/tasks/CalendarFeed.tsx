/** The private calendar feed: make a secret .ics address (shown once), or turn it off. */
import { useEffect, useState } from 'react';
import { feedStatus, makeFeed, stopFeed } from './tasks-api.ts';

export default function CalendarFeed() {
  const [message, setMessage] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void feedStatus().then((r) => r.ok && setMessage(r.data.message));
  }, []);
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
        <h2 id="feed-heading">Due dates in your calendar</h2>
        <p className="muted small" role="status">
          {message}
        </p>
        {url && (
          <p>
            <code className="feed-url">{url}</code>
          </p>
        )}
        <p className="task-actions">
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => run(makeFeed)}>
            Make a new calendar link
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => run(stopFeed)}>
            Turn the link off
          </button>
        </p>
      </div>
    </section>
  );
}
