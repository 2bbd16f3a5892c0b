/**
 * The home hero's account panel (§2 Home): the register form when signed out; 'One more step
 * required' with 'View plans' when the account still has to pick a plan (§4: rank registered, no
 * services yet); otherwise 'What's new today'. Until the session is known, the page's data-auth
 * hint picks which of the form and the loading line shows, so signed-out visitors see the form at once.
 */
import { homeFor } from '../auth/auth.store.ts';
import { useSession } from '../login/use-session.ts';
import RegisterForm from './RegisterForm.tsx';

function SignedOut() {
  return (
    <>
      <h2>Create your free account</h2>
      <p className="muted">Registration takes about 30 seconds. Then pick a plan, or keep the free Community plan.</p>
      <RegisterForm />
      <p className="muted">
        Already registered? <a href="/login">Log in</a>
      </p>
    </>
  );
}

export default function HeroAccount() {
  const { ready, auth } = useSession();
  if (!ready || auth.status !== 1) {
    // One tree for 'unknown yet' and 'signed out', so the form is never remounted (typed text stays).
    return (
      <>
        <div className={ready ? undefined : 'when-out'}>
          <SignedOut />
        </div>
        {!ready && <p className="when-in muted">Loading your account…</p>}
      </>
    );
  }
  if (homeFor(auth) === '/checkout') {
    return (
      <>
        <h2>One more step required</h2>
        <p>Welcome, {auth.name}. Choose a plan to finish setting up your business: the free Community plan or a hosted website.</p>
        <p>
          <a className="btn btn-primary" href="/checkout">View plans</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h2>What's new today</h2>
      <p className="muted">There is no news today. Check back tomorrow.</p>
      <p>
        <a className="btn btn-primary" href="/dashboard">Business Dashboard</a>
      </p>
    </>
  );
}
