/** /get-started, step 1 of 2: keeps the referral code from the link, redirects home when already signed in. */
import { useEffect } from 'react';
import { useSession } from '../login/use-session.ts';
import SignupForm from './SignupForm.tsx';
import { rememberReferral } from './referral.ts';

export default function GetStarted() {
  const { ready, auth } = useSession();
  useEffect(() => {
    try {
      rememberReferral(window.location.search, window.localStorage);
    } catch {
      // storage unavailable: the referral is simply not kept
    }
  }, []);
  useEffect(() => {
    if (ready && auth.status === 1) window.location.replace('/');
  }, [ready, auth.status]);
  if (ready && auth.status === 1) return <p className="notice">You are already signed in. Taking you home…</p>;
  return <SignupForm next="/checkout/" />;
}
