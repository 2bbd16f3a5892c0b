/**
 * /dashboard/website: the live site (as on the dashboard card), its versions with one-click
 * rollback, and the custom domain with the DNS records to set and a check of them.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { domainRequestSchema } from '../../schemas/website.ts';
import { useSession } from '../login/use-session.ts';
import WebsiteCard, { formatWhen } from './WebsiteCard.tsx';
import {
  $busy,
  $domainError,
  $website,
  removeDomain,
  rollbackWebsite,
  saveDomain,
  verifyDomain,
} from './website.store.ts';

function Versions() {
  const status = useStore($website);
  const busy = useStore($busy);
  if (!status) return null;
  if (!status.versions.length) return <p className="muted">No versions yet: each publish adds one here.</p>;
  return (
    <ol className="version-list" aria-label="Published versions">
      {status.versions.map((v) => (
        <li key={v.number}>
          <span>
            <strong>Version {v.number}</strong> · {formatWhen(v.published_at)} · {v.file_count} files in{' '}
            {v.publish_ms < 1000 ? `${v.publish_ms} ms` : `${(v.publish_ms / 1000).toFixed(1)} s`}
          </span>
          {v.live ? (
            <span className="badge badge-free">Live</span>
          ) : (
            <button
              className="btn btn-ghost"
              type="button"
              disabled={busy !== null || !status.can_publish}
              onClick={() => void rollbackWebsite(v.number)}
            >
              Make version {v.number} live
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

function Domain() {
  const status = useStore($website);
  const busy = useStore($busy);
  const serverError = useStore($domainError);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  useEffect(() => setError(serverError), [serverError]);
  if (!status) return null;
  if (!status.site) return <p className="muted">Publish your website first, then connect your own domain.</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = domainRequestSchema.safeParse({ domain: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    void saveDomain(parsed.data.domain);
  };
  const d = status.domain;
  return (
    <>
      <form className="domain-form" onSubmit={submit} noValidate>
        <div className="field" style={{ flex: '1 1 14rem' }}>
          <label htmlFor="custom-domain">Your domain</label>
          <input
            id="custom-domain"
            name="domain"
            placeholder="www.example.ca"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby="custom-domain-error"
            autoComplete="off"
          />
          <p className="field-error" id="custom-domain-error">
            {error}
          </p>
        </div>
        <button className="btn btn-primary" type="submit" disabled={busy !== null}>
          {d ? 'Change domain' : 'Add domain'}
        </button>
      </form>
      {d && (
        <>
          <p>
            <strong>{d.domain}</strong>{' '}
            {d.status === 'verified' ? (
              <span className="badge badge-free">Connected</span>
            ) : (
              <span className="badge badge-none">Waiting for DNS</span>
            )}
          </p>
          {d.status !== 'verified' && (
            <>
              <p className="muted small">
                At the company where you bought the domain, add this record (DNS changes can take up to 48 hours):
              </p>
              <table className="dns-records">
                <thead>
                  <tr>
                    <th scope="col">Type</th>
                    <th scope="col">Name</th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {d.records.map((r) => (
                    <tr key={`${r.type}${r.value}`}>
                      <td>{r.type}</td>
                      <td>{r.name}</td>
                      <td>
                        <code>{r.value}</code>
                        <br />
                        <span className="muted small">{r.note}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {d.last_error && <p className="field-error">{d.last_error}</p>}
              <p>
                <button
                  className="btn btn-primary"
                  type="button"
                  disabled={busy !== null}
                  onClick={() => void verifyDomain()}
                >
                  {busy === 'verify' ? 'Checking…' : 'Check DNS records'}
                </button>
              </p>
            </>
          )}
          <p>
            <button
              className="btn btn-ghost"
              type="button"
              disabled={busy !== null}
              onClick={() => void removeDomain()}
            >
              Remove domain
            </button>
          </p>
        </>
      )}
    </>
  );
}

export default function WebsiteManager() {
  const { ready, auth } = useSession();
  useEffect(() => {
    if (ready && auth.status !== 1) window.location.replace('/login/');
  }, [ready, auth.status]);
  if (!ready || auth.status !== 1)
    return (
      <p className="muted" role="status">
        Loading your website…
      </p>
    );
  return (
    <div className="grid">
      <section className="card" aria-labelledby="site-live">
        <div className="card-body">
          <h2 id="site-live">Live site</h2>
          <WebsiteCard />
        </div>
      </section>
      <section className="card" id="versions" aria-labelledby="site-versions">
        <div className="card-body">
          <h2 id="site-versions">Versions</h2>
          <Versions />
        </div>
      </section>
      <section className="card" id="domain" aria-labelledby="site-domain">
        <div className="card-body">
          <h2 id="site-domain">Your own domain</h2>
          <Domain />
        </div>
      </section>
    </div>
  );
}
