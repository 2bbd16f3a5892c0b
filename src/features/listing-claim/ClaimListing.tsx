/**
 * /claim-listing/: the emailed invitation to claim an unclaimed listing (#token=…, issue 27), or a listing's
 * 'Claim this listing' (?listing=…, issue 39), which asks for that link to be emailed to the business, or, when
 * the directory has no email for it, sends a request an administrator reviews (ClaimRequest.tsx).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { CLAIM_LINK_INVALID_TEXT, type ListingClaimState } from '../../schemas/listing-claim.ts';
import { $claim, $claiming, claimNow, loadClaim, sendClaimLink } from './listing-claim.store.ts';
import { approvedText } from './claim-request.ts';
import ClaimRequest from './ClaimRequest.tsx';
import SignInFirst from './SignInFirst.tsx';

const waitingText = (n: number) =>
  n === 0
    ? 'No messages are waiting.'
    : n === 1
      ? 'One visitor’s message is waiting for the business.'
      : `${n} visitors’ messages are waiting for the business.`;

function FromListing({ claim }: { claim: ListingClaimState }) {
  const claiming = useStore($claiming);
  const name = claim.business_name;
  if (claim.state === 'claimed') {
    return (
      <p className="form-error" role="alert">
        {name} has already been claimed by another account.
      </p>
    );
  }
  if (claim.state === 'yours') {
    const approved = claim.request?.state === 'approved' ? `${approvedText(claim.request)} ` : '';
    return (
      <p className="notice" role="status">
        {approved}
        {name} is your listing. <a href="/dashboard/my-business/">Edit it in your dashboard</a>
      </p>
    );
  }
  if (claim.state === 'request' || claim.state === 'request-sign-in') return <ClaimRequest claim={claim} />;
  return (
    <div className="stack">
      <p>
        <strong>{name}</strong> has a free listing in the Main Street directory that nobody has claimed yet.
      </p>
      <p>
        To check that it is yours, we email a claim link to the address the directory has for the business (we never
        show it). Open that link while signed in and press Claim: the listing is yours. Claiming is free.
      </p>
      {claim.state === 'sign-in' ? (
        <SignInFirst then="and you come back here to ask for the link." />
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void sendClaimLink()}
          disabled={claiming}
          aria-busy={claiming}
        >
          {claiming ? 'Sending…' : 'Email the claim link to the business'}
        </button>
      )}
    </div>
  );
}

export default function ClaimListing() {
  const view = useStore($claim);
  const claiming = useStore($claiming);
  useEffect(() => void loadClaim(window.location.hash, window.location.search), []);
  if (view.kind === 'loading')
    return (
      <p className="muted" role="status">
        Checking your claim…
      </p>
    );
  if (view.kind === 'error')
    return (
      <p className="form-error" role="alert">
        {view.text}
      </p>
    );
  if (view.kind === 'sent')
    return (
      <p className="notice" role="status">
        {view.text}
      </p>
    );
  if (view.kind === 'done')
    return (
      <p className="notice" role="status">
        {view.text} <a href="/dashboard/">Open your inbox</a>
      </p>
    );
  if (view.kind === 'listing') return <FromListing claim={view.claim} />;
  const claim = view.claim;
  if (claim.state === 'invalid')
    return (
      <p className="form-error" role="alert">
        {CLAIM_LINK_INVALID_TEXT}
      </p>
    );
  if (claim.state === 'claimed')
    return (
      <p className="form-error" role="alert">
        {claim.business_name} has already been claimed by another account.
      </p>
    );
  if (claim.state === 'yours')
    return (
      <p className="notice" role="status">
        {claim.business_name} is your listing. <a href="/dashboard/">Open your inbox</a>
      </p>
    );
  return (
    <div className="stack">
      <p>
        <strong>{claim.business_name}</strong> has a free listing in the Main Street directory that nobody has claimed
        yet. {waitingText(claim.waiting)}
      </p>
      <p>
        Claiming it makes it yours: you read its messages in your inbox, reply to reviews and keep its details up to
        date. It is free.
      </p>
      {claim.state === 'sign-in' ? (
        <SignInFirst then="and you come back here to claim it." />
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void claimNow()}
          disabled={claiming}
          aria-busy={claiming}
        >
          {claiming ? 'Claiming…' : `Claim ${claim.business_name}`}
        </button>
      )}
    </div>
  );
}
