import type { ClaimTexts } from './claim-texts.ts';

/** Log in or sign up (in the page's language), then back to this very page (its query and link token included). */
export default function SignInFirst({ t, then }: { t: ClaimTexts; then: string }) {
  const next = encodeURIComponent(window.location.pathname + window.location.search + window.location.hash);
  return (
    <p>
      <a className="btn btn-primary" href={`${t.signIn.loginPath}?next=${next}`}>
        {t.signIn.logIn}
      </a>{' '}
      {t.signIn.or} <a href={`${t.signIn.signupPath}?next=${next}`}>{t.signIn.create}</a>, {then}
    </p>
  );
}
