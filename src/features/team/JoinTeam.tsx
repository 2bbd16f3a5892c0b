/**
 * /join#token=…: the invitation page. A used, expired or tampered link gets a clear message. Otherwise
 * the invited person joins: at once when signed in, or by signing in or choosing a password here.
 */
import { useEffect, useState } from 'react';
import { invitationSignInSchema, invitationSignUpSchema, type InvitationState } from '../../schemas/team.ts';
import { requestJson, type SignedIn } from '../register/account-api.ts';
import { goTo, useSession } from '../login/use-session.ts';
import PersonForm from '../account/PersonForm.tsx';

export default function JoinTeam() {
  const { ready, auth } = useSession();
  const [token, setToken] = useState('');
  const [invite, setInvite] = useState<InvitationState | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const read = () => {
      const found = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
      setToken(found);
      if (!found)
        return setInvite({
          state: 'unknown',
          message: 'This invitation link is not complete. Open it again from the email.',
        });
      setInvite(null);
      void requestJson<InvitationState>('/api/team/invitation', { body: { token: found, action: 'check' } }).then((r) =>
        setInvite(r.ok ? r.data : { state: 'unknown', message: r.fields.token || r.message }),
      );
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  if (!invite || !ready)
    return (
      <p className="muted" role="status">
        Checking your invitation…
      </p>
    );
  if (invite.state !== 'valid')
    return (
      <p className="form-error" role="alert">
        {invite.message}
      </p>
    );

  const joined = () => goTo('/dashboard/');
  async function accept() {
    setBusy(true);
    const result = await requestJson<SignedIn>('/api/team/invitation', { body: { token, action: 'accept' } });
    if (result.ok) return joined();
    setBusy(false);
    setError(result.message);
  }

  return (
    <>
      <p>
        You are invited to join <strong>{invite.business_name}</strong> as <strong>{invite.role}</strong> (
        {invite.email}).
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {auth.status === 1 ? (
        <button type="button" className="btn btn-primary" onClick={accept} disabled={busy}>
          {busy ? 'Joining…' : `Join ${invite.business_name}`}
        </button>
      ) : invite.has_account ? (
        <PersonForm<SignedIn>
          fields={[
            {
              name: 'password',
              label: `Password of ${invite.email}`,
              type: 'password',
              autoComplete: 'current-password',
            },
          ]}
          schema={invitationSignInSchema}
          endpoint="/api/team/invitation"
          extraBody={{ token, action: 'sign-in' }}
          submitLabel="Log in and join"
          busyLabel="Joining…"
          onSuccess={joined}
        >
          <p className="small">
            <a href="/reset-password/">Forgot password?</a>
          </p>
        </PersonForm>
      ) : (
        <PersonForm<SignedIn>
          fields={[
            {
              name: 'new_password',
              label: 'Choose a password',
              type: 'password',
              autoComplete: 'new-password',
              hint: '8-35 characters, with at least one number and one of @$!%*#?&.',
            },
          ]}
          schema={invitationSignUpSchema}
          endpoint="/api/team/invitation"
          extraBody={{ token, action: 'sign-up' }}
          submitLabel="Create my login and join"
          busyLabel="Joining…"
          onSuccess={joined}
        />
      )}
    </>
  );
}
