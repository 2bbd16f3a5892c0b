/** /dashboard/account: the signed-in person's password and sessions. */
import { useState } from 'react';
import { changePasswordSchema, type AccountMessage } from '../../schemas/account.ts';
import { requestJson } from '../register/account-api.ts';
import { goTo, useSession } from '../login/use-session.ts';
import PersonForm from './PersonForm.tsx';
import AccountDanger from './AccountDanger.tsx';

export default function AccountSettings() {
  const { ready, auth } = useSession();
  const [saved, setSaved] = useState('');
  const [endError, setEndError] = useState('');
  const [ending, setEnding] = useState(false);

  if (!ready)
    return (
      <p className="muted" role="status">
        Loading your account…
      </p>
    );
  if (auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your account.
      </p>
    );

  async function logOutEverywhere() {
    setEnding(true);
    const result = await requestJson<AccountMessage>('/api/business/logout-everywhere', { body: {} });
    if (result.ok) return goTo('/login/');
    setEnding(false);
    setEndError(result.message);
  }

  return (
    <div className="grid dashboard-grid">
      <section className="card" aria-labelledby="password-heading">
        <div className="card-body">
          <h2 id="password-heading">Change your password</h2>
          {saved && (
            <p className="notice" role="status">
              {saved}
            </p>
          )}
          <PersonForm<AccountMessage>
            fields={[
              {
                name: 'current_password',
                label: 'Current password',
                type: 'password',
                autoComplete: 'current-password',
              },
              {
                name: 'new_password',
                label: 'New password',
                type: 'password',
                autoComplete: 'new-password',
                hint: '8-35 characters, with at least one number and one of @$!%*#?&.',
              },
            ]}
            schema={changePasswordSchema}
            endpoint="/api/account/password"
            submitLabel="Change password"
            busyLabel="Saving…"
            onSuccess={(answer, form) => {
              form.reset();
              setSaved(answer.message ?? 'Your password is changed.');
            }}
          />
        </div>
      </section>
      <section className="card" aria-labelledby="sessions-heading">
        <div className="card-body">
          <h2 id="sessions-heading">Your sessions</h2>
          <p>
            Signed in as <strong>{auth.user_email ?? auth.email}</strong>. Lost a phone, or used a shared computer? End
            every session of your account, on every device, this one included.
          </p>
          {endError && (
            <p className="form-error" role="alert">
              {endError}
            </p>
          )}
          <button type="button" className="btn btn-ghost" onClick={logOutEverywhere} disabled={ending}>
            {ending ? 'Logging out everywhere…' : 'Log out everywhere'}
          </button>
        </div>
      </section>
      <AccountDanger />
    </div>
  );
}
