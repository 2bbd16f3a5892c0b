/**
 * /confirm-account#token=…: opening the link emailed at registration creates the account, signs the
 * person in and continues where they were (the creator, checkout, the referral page). A used, expired
 * or tampered link gets a clear message and the ways on: register again, log in, reset the password.
 */
import { useEffect, useState } from 'react';
import { requestJson, type SignedIn } from './account-api.ts';
import { goTo } from '../login/use-session.ts';
import { safeNextPath } from '../../shared/safe-next.ts';
import { EMAIL_CONFIRMED, withConfirmedFlag } from './confirmed.ts';

type View = { kind: 'working' } | { kind: 'done'; next: string } | { kind: 'bad'; message: string };

export default function ConfirmSignup() {
  const [view, setView] = useState<View>({ kind: 'working' });
  useEffect(() => {
    const read = () => {
      const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
      // Keep the token out of the address bar (and of anything that copies it) once read.
      history.replaceState(null, '', window.location.pathname);
      if (!token) return setView({ kind: 'bad', message: 'This link is not complete. Open it again from the email.' });
      setView({ kind: 'working' });
      void requestJson<SignedIn & { next?: string }>('/api/account/confirm-signup', { body: { token } }).then((r) => {
        if (!r.ok) return setView({ kind: 'bad', message: r.fields.token || r.message });
        // The page it continues to says the email was confirmed (EmailConfirmedNotice).
        const next = withConfirmedFlag(safeNextPath(r.data.next));
        setView({ kind: 'done', next });
        goTo(next);
      });
    };
    read();
    // A second link opened in the same tab changes only the fragment.
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  if (view.kind === 'working') return <p className="muted" role="status">Confirming your email and creating your account…</p>;
  if (view.kind === 'done') {
    return (
      <p className="notice" role="status">
        {EMAIL_CONFIRMED} Taking you on… <a href={view.next}>Continue</a>
      </p>
    );
  }
  return (
    <>
      <p className="form-error" role="alert">{view.message}</p>
      <ul className="confirm-next">
        <li><a href="/login/">Log in</a></li>
        <li><a href="/reset-password/">Forgot your password?</a></li>
        <li><a href="/get-started/">Register again</a></li>
      </ul>
    </>
  );
}
