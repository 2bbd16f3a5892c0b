/** /claim-listing#token=…: the emailed invitation to claim an unclaimed listing (issue 27). */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { CLAIM_LINK_INVALID_TEXT } from '../../schemas/listing-claim.ts';
import { $claim, $claiming, claimNow, loadClaim } from './listing-claim.store.ts';

const waitingText = (n: number) => (n === 0 ? 'No messages are waiting.' : n === 1 ? 'One visitor’s message is waiting for the business.' : `${n} visitors’ messages are waiting for the business.`);

export default function ClaimListing() {
  const view = useStore($claim);
  const claiming = useStore($claiming);
  useEffect(() => void loadClaim(window.location.hash), []);
  if (view.kind === 'loading') return <p className="muted" role="status">Checking your claim link…</p>;
  if (view.kind === 'error') return <p className="form-error" role="alert">{view.text}</p>;
  if (view.kind === 'done') return <p className="notice" role="status">{view.text} <a href="/dashboard/">Open your inbox</a></p>;
  const claim = view.claim;
  if (claim.state === 'invalid') return <p className="form-error" role="alert">{CLAIM_LINK_INVALID_TEXT}</p>;
  if (claim.state === 'claimed') return <p className="form-error" role="alert">{claim.business_name} has already been claimed by another account.</p>;
  if (claim.state === 'yours') return <p className="notice" role="status">{claim.business_name} is your listing. <a href="/dashboard/">Open your inbox</a></p>;
  return (
    <div className="stack">
      <p><strong>{claim.business_name}</strong> has a free listing in the Main Street directory that nobody has claimed yet. {waitingText(claim.waiting)}</p>
      <p>Claiming it makes it yours: you read its messages in your inbox, reply to reviews and keep its details up to date. It is free.</p>
      {claim.state === 'sign-in' ? (
        <p>
          <a className="btn btn-primary" href="/login/">Log in</a> or <a href="/get-started/">create a free account</a>, then open the link in the email again.
        </p>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => void claimNow()} disabled={claiming} aria-busy={claiming}>
          {claiming ? 'Claiming…' : `Claim ${claim.business_name}`}
        </button>
      )}
    </div>
  );
}
