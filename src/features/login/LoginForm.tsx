/** /login: 'Access your business account now'; a signed-in business is sent where it belongs (§4). */
import { useEffect } from 'react';
import { loginSchema } from '../../schemas/business.ts';
import { homeFor } from '../auth/auth.store.ts';
import AccountForm from '../register/AccountForm.tsx';
import { goTo, useSession } from './use-session.ts';

export default function LoginForm() {
  const { ready, auth } = useSession();
  useEffect(() => {
    if (ready && auth.status === 1) window.location.replace(homeFor(auth));
  }, [ready, auth]);
  if (ready && auth.status === 1) return <p className="notice">You are already signed in. Taking you to your account…</p>;
  return (
    <AccountForm
      fields={['business_email', 'business_password']}
      schema={loginSchema}
      endpoint="/api/business/login"
      submitLabel="Login"
      busyLabel="Logging in…"
      onSuccess={({ auth: signedIn }) => goTo(homeFor(signedIn))}
    />
  );
}
