/**
 * /dashboard/maintenance: the scheduled checks of the live website, newest first, each problem with a
 * link to where it is fixed. The Web hosting plan gets uptime; the Complete plan every check (§6).
 */
import { useEffect, useState } from 'react';
import { maintenanceResponseSchema, type MaintenanceResponse } from '../../schemas/reporting.ts';
import { requestJson } from '../register/account-api.ts';
import { getPlan } from '../plans/plans.ts';
import './reporting.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
/** Shorter for the history table, so a phone shows a row per check (the year is in the latest check above). */
const whenShort = (iso: string) =>
  new Date(iso).toLocaleString('en-CA', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const KIND_LABELS = {
  down: 'Down',
  slow: 'Slow',
  'broken-link': 'Broken link',
  'heavy-page': 'Heavy page',
  'missing-alt': 'Images without alt text',
  dns: 'Domain DNS',
} as const;

export default function Maintenance() {
  const [data, setData] = useState<MaintenanceResponse | null>(null);
  const [error, setError] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    void requestJson<unknown>('/api/maintenance').then((r) => {
      if (r.ok) setData(maintenanceResponseSchema.parse(r.data));
      else if (r.status === 401) setSignedOut(true);
      else setError(r.message);
    });
  }, []);
  if (signedOut)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your website checks.
      </p>
    );
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (!data)
    return (
      <p className="muted" role="status">
        Loading your website checks…
      </p>
    );
  if (data.scope === 'none') {
    return (
      <p className="notice">
        Website checks come with a website plan: uptime on Web hosting, and links, page weight, alt text and domain
        checks on Complete. <a href="/checkout/">See the plans</a>
      </p>
    );
  }
  const latest = data.checks[0];
  return (
    <div className="reporting">
      <p>
        {data.scope === 'full' ? (
          'Your plan includes every check: uptime every hour; links, page weight, images without alt text and your domain once a day.'
        ) : (
          <>
            Your plan includes an uptime check every hour. <a href="/checkout/">The {getPlan('complete').name} plan</a>{' '}
            adds links, page weight, alt text and domain checks.
          </>
        )}
        {data.site && (
          <>
            {' '}
            Website: <a href={data.site}>{data.site}</a>
          </>
        )}
      </p>
      {!latest ? (
        <p className="notice">
          No check has run yet{data.site ? '' : ': publish your website first'}. Checks run every hour.
        </p>
      ) : (
        <section className="card" aria-labelledby="latest-check">
          <div className="card-body">
            <h2 id="latest-check">Latest check</h2>
            <p>
              <span className={latest.up ? 'maintenance-ok' : 'maintenance-bad'}>{latest.up ? 'Up' : 'Down'}</span>
              {' · '}
              {latest.status === null ? 'no answer' : `HTTP ${latest.status}`}
              {latest.responseMs !== null && ` in ${latest.responseMs} ms`}
              {' · '}
              <time dateTime={latest.checkedAt}>{when(latest.checkedAt)}</time>
              {data.uptimePercent !== null && <> · {data.uptimePercent}% up over 30 days</>}
            </p>
            {latest.problems.length === 0 ? (
              <p>No problems found.</p>
            ) : (
              <ul className="maintenance-problems">
                {latest.problems.map((p, i) => (
                  <li key={i}>
                    <strong>{KIND_LABELS[p.kind]}:</strong> {p.detail} <a href={p.fix}>Fix it</a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}
      {data.checks.length > 0 && (
        <section className="card" aria-labelledby="history">
          <div className="card-body">
            <h2 id="history">History</h2>
            <div className="table-box" tabIndex={0} role="region" aria-label="Check history">
              <table className="report-table check-history">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Check</th>
                    <th scope="col">Answer</th>
                    <th scope="col">Time</th>
                    <th scope="col">Weight</th>
                    <th scope="col">Problems</th>
                  </tr>
                </thead>
                <tbody>
                  {data.checks.map((c) => (
                    <tr key={c.checkedAt}>
                      <td>
                        <time dateTime={c.checkedAt} title={when(c.checkedAt)}>
                          {whenShort(c.checkedAt)}
                        </time>
                      </td>
                      <td>{c.scope === 'full' ? 'Every check' : 'Uptime'}</td>
                      <td>{c.status ?? 'none'}</td>
                      <td>{c.responseMs === null ? '–' : `${c.responseMs} ms`}</td>
                      <td>{c.pageBytes === null ? '–' : `${Math.round(c.pageBytes / 1024)} KB`}</td>
                      <td>{c.problems.length ? c.problems.map((p) => KIND_LABELS[p.kind]).join(', ') : 'none'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
