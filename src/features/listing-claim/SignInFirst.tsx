/** Log in or sign up, then back to this very page (its query and link token included). */
export default function SignInFirst({ then }: { then: string }) {
  const next = encodeURIComponent(window.location.pathname + window.location.search + window.location.hash);
  return (
    <p>
      <a className="btn btn-primary" href={`/login/?next=${next}`}>
        Log in
      </a>{' '}
      or <a href={`/get-started/?next=${next}`}>create a free account</a>, {then}
    </p>
  );
}
