/**
 * /claim-listing/ (and /fr/reclamer-fiche/, issue 42): the emailed invitation to claim an unclaimed listing
 * (#token=…, issue 27), or a listing's 'Claim this listing' (?listing=…, issue 39), which asks for that link to be
 * emailed to the business, or, when the directory has no email for it, sends a request an administrator reviews
 * (ClaimRequest.tsx). Its words are the page's language's (claim-texts.ts).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { ListingClaimState } from '../../schemas/listing-claim.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { $claim, $claiming, claimNow, loadClaim, sendClaimLink } from './listing-claim.store.ts';
import { dayText } from './claim-request.ts';
import { CLAIM_TEXTS, type ClaimTexts } from './claim-texts.ts';
import ClaimRequest from './ClaimRequest.tsx';
import SignInFirst from './SignInFirst.tsx';

/** A link to an English-only dashboard page: on a French page, marked as such. */
function DashboardLink({ t, href, text }: { t: ClaimTexts; href: string; text: string }) {
  return (
    <a href={href} hrefLang={t.inEnglish ? 'en' : undefined}>
      {text}
      {t.inEnglish}
    </a>
  );
}

function FromListing({ claim, t }: { claim: ListingClaimState; t: ClaimTexts }) {
  const claiming = useStore($claiming);
  const name = claim.business_name;
  if (claim.state === 'claimed') {
    return (
      <p className="form-error" role="alert">
        {t.claimedByOther(name)}
      </p>
    );
  }
  if (claim.state === 'yours') {
    const decided = claim.request?.state === 'approved' ? claim.request.decided_at : null;
    return (
      <p className="notice" role="status">
        {decided ? `${t.request.approved(dayText(decided, t.lang))} ` : ''}
        {t.yours(name)} <DashboardLink t={t} href="/dashboard/my-business/" text={t.editInDashboard} />
      </p>
    );
  }
  if (claim.state === 'request' || claim.state === 'request-sign-in') return <ClaimRequest claim={claim} t={t} />;
  return (
    <div className="stack">
      <p>
        <strong>{name}</strong>
        {t.unclaimed}
      </p>
      <p>{t.byEmail}</p>
      {claim.state === 'sign-in' ? (
        <SignInFirst t={t} then={t.thenAskLink} />
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void sendClaimLink()}
          disabled={claiming}
          aria-busy={claiming}
        >
          {claiming ? t.sending : t.sendLink}
        </button>
      )}
    </div>
  );
}

export default function ClaimListing({ lang = 'en' }: { lang?: Lang }) {
  const t = CLAIM_TEXTS[lang];
  const view = useStore($claim);
  const claiming = useStore($claiming);
  useEffect(() => void loadClaim(window.location.hash, window.location.search, lang), [lang]);
  if (view.kind === 'loading')
    return (
      <p className="muted" role="status">
        {t.loading}
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
        {view.text} <DashboardLink t={t} href="/dashboard/" text={t.openInbox} />
      </p>
    );
  if (view.kind === 'listing') return <FromListing claim={view.claim} t={t} />;
  const claim = view.claim;
  if (claim.state === 'invalid')
    return (
      <p className="form-error" role="alert">
        {t.invalidLink}
      </p>
    );
  if (claim.state === 'claimed')
    return (
      <p className="form-error" role="alert">
        {t.claimedByOther(claim.business_name)}
      </p>
    );
  if (claim.state === 'yours')
    return (
      <p className="notice" role="status">
        {t.yours(claim.business_name)} <DashboardLink t={t} href="/dashboard/" text={t.openInbox} />
      </p>
    );
  return (
    <div className="stack">
      <p>
        <strong>{claim.business_name}</strong>
        {t.unclaimed} {t.waiting(claim.waiting)}
      </p>
      <p>{t.claimIntro}</p>
      {claim.state === 'sign-in' ? (
        <SignInFirst t={t} then={t.thenClaim} />
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void claimNow()}
          disabled={claiming}
          aria-busy={claiming}
        >
          {claiming ? t.claiming : t.claimButton(claim.business_name)}
        </button>
      )}
    </div>
  );
}
