/**
 * /reset-password: without a token, the 'Forgot password?' form; with `#token=` (from the email),
 * a clear page when the link is used, expired or tampered with, otherwise the new-password form.
 */
import { useEffect, useState } from 'react';
import { forgotPasswordSchema, resetPasswordSchema, type AccountMessage, type LinkStateAnswer } from '../../schemas/account.ts';
import { requestJson, type SignedIn } from '../register/account-api.ts';
import { homeFor } from '../auth/auth.store.ts';
import { goTo } from '../login/use-session.ts';
import PersonForm from './PersonForm.tsx';
import LocalMailboxLink from '../email/LocalMailboxLink.tsx';

type View = { kind: 'loading' } | { kind: 'ask' } | { kind: 'sent'; message: string } | { kind: 'choose'; token: string } | { kind: 'bad'; message: string };

export default function ResetPassword() {
  const [view, setView] = useState<View>({ kind: 'loading' });
  useEffect(() => {
    const read = () => {
      const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
      if (!token) return setView((v) => (v.kind === 'loading' ? { kind: 'ask' } : v));
      setView({ kind: 'loading' });
      // Keep the token out of the address bar (and of anything that copies it) once read.
      history.replaceState(null, '', window.location.pathname);
      void requestJson<LinkStateAnswer>('/api/account/reset-password', { body: { token, check: true } }).then((r) => {
        if (r.ok && r.data.state === 'valid') setView({ kind: 'choose', token });
        else setView({ kind: 'bad', message: r.ok ? r.data.message : r.fields.token || r.message });
      });
    };
    read();
    // A second link opened in the same tab changes only the fragment.
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  if (view.kind === 'loading') return <p className="muted" role="status">Checking your link…</p>;
  if (view.kind === 'sent') return <><p className="notice" role="status">{view.message}</p><LocalMailboxLink /></>;
  if (view.kind === 'choose') {
    return (
      <>
        <h2>Choose a new password</h2>
        <PersonForm<SignedIn>
          fields={[{ name: 'new_password', label: 'New password', type: 'password', autoComplete: 'new-password', hint: '8-35 characters, with at least one number and one of @$!%*#?&.' }]}
          schema={resetPasswordSchema}
          endpoint="/api/account/reset-password"
          extraBody={{ token: view.token }}
          submitLabel="Save my new password"
          busyLabel="Saving…"
          onSuccess={(answer) => (answer.token ? goTo(homeFor(answer.auth)) : goTo('/login/'))}
        />
      </>
    );
  }
  return (
    <>
      {view.kind === 'bad' && <p className="form-error" role="alert">{view.message}</p>}
      <h2>Forgot your password?</h2>
      <p>Enter the email you sign in with. If it has an account, we email it a link to choose a new password.</p>
      <PersonForm<AccountMessage>
        fields={[{ name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' }]}
        schema={forgotPasswordSchema}
        endpoint="/api/account/forgot-password"
        submitLabel="Email me a link"
        busyLabel="Sending…"
        onSuccess={(answer) => setView({ kind: 'sent', message: answer.message })}
      />
    </>
  );
}
