/**
 * Reviewed claim requests (issue 39): a listing the directory has no email for cannot get the emailed link, so a
 * signed-in account sends a request with a proof (a phone or website) and an admin approves or refuses it. One
 * pending request per account and listing (a partial unique index); approval makes the account the owner only
 * while the listing is still unclaimed (makeOwner), in the same transaction as the request's change.
 */
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { enforceRateLimits } from '../rate-limit.ts';
import { notify } from '../mail/send.ts';
import { claimRequestDecisionEmail } from '../mail/templates.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';
import { describeListingClaim } from './claim-from-listing.ts';
import { makeOwner } from './claim.ts';
import { directoryPath, type ListingLocation } from '../../shared/locations.ts';
import type { SessionBusiness } from '../auth/session.ts';
import type { ClaimRequest, ClaimRequestDecision, ClaimRequestSubmit } from '../../schemas/listing-claim-request.ts';

export const CLAIM_REQUEST_LIMIT = { perAccount: 5, windowSeconds: 86_400 } as const;

export async function submitClaimRequest(business: SessionBusiness, r: ClaimRequestSubmit): Promise<{ id: string }> {
  await enforceRateLimits(
    [
      {
        name: 'claim-request:account',
        value: business.id,
        limit: CLAIM_REQUEST_LIMIT.perAccount,
        windowSeconds: CLAIM_REQUEST_LIMIT.windowSeconds,
      },
    ],
    'You sent several claim requests today. Please wait until tomorrow to send another.',
  );
  const state = await describeListingClaim(r.listing, business);
  if (state.state !== 'request') {
    throw new HttpError(409, 'not_reviewable', `${state.business_name} is not claimed by a reviewed request.`);
  }
  const [row] = await query<{ id: string }>(
    `INSERT INTO listing_claim_requests (listing_id, business_id, role_at_business, proof, message, lang)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (business_id, listing_id) WHERE state = 'pending' DO NOTHING RETURNING id`,
    [r.listing, business.id, r.role_at_business, r.proof, r.message, r.lang],
  );
  if (!row) {
    throw new HttpError(409, 'already_pending', `Your request to claim ${state.business_name} is waiting for review.`);
  }
  return row;
}

const REQUEST_COLUMNS = `r.id, r.listing_id, l.business_name, l.city AS listing_city, l.country_code, l.state_code,
  l.city_slug, l.business_unique_id, b.business_name AS requester_name, b.business_email AS requester_email,
  to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS requester_since,
  r.role_at_business, r.proof, r.message, r.lang, r.state, r.refusal_reason,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

type RequestRow = Omit<ClaimRequest, 'listing_path'> &
  ListingLocation & { business_unique_id: string } & Record<string, unknown>;

/** For admins: the pending requests, oldest first, each with its listing's page. */
export async function listPendingClaimRequests(): Promise<ClaimRequest[]> {
  const rows = await query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM listing_claim_requests r
     JOIN listings l ON l.id = r.listing_id JOIN businesses b ON b.id = r.business_id
     WHERE r.state = 'pending' ORDER BY r.created_at LIMIT 200`,
  );
  return rows.map(({ country_code, state_code, city_slug, business_unique_id, ...r }) => ({
    ...r,
    listing_path: directoryPath({ country_code, state_code, city_slug, business_unique_id }),
  }));
}

interface Decided extends Record<string, unknown> {
  listing_id: string;
  business_id: string;
  lang: 'en' | 'fr';
}

/** An admin approves (the requester owns the listing) or refuses (with the reason they read); they are emailed. */
export async function decideClaimRequest(adminId: string, d: ClaimRequestDecision): Promise<{ state: string }> {
  const state = d.decision === 'approve' ? 'approved' : 'refused';
  const decided = await transaction(async (tx) => {
    const { rows } = await tx.query<Decided>(
      `UPDATE listing_claim_requests SET state = $2, refusal_reason = $3, decided_by = $4, decided_at = now()
       WHERE id = $1 AND state = 'pending' RETURNING listing_id, business_id, lang`,
      [d.request_id, state, d.decision === 'refuse' ? d.reason : null, adminId],
    );
    const row = rows[0];
    if (!row) throw new HttpError(409, 'not_pending', 'This request does not exist or was already decided.');
    if (d.decision === 'approve') {
      const { rows: biz } = await tx.query<{ rank: string }>('SELECT rank FROM businesses WHERE id = $1', [
        row.business_id,
      ]);
      // Throws 409 when the listing was claimed meanwhile: the whole transaction rolls back, the request stays pending.
      await makeOwner(tx, row.listing_id, row.business_id, biz[0]!.rank);
    }
    return row;
  });
  if (d.decision === 'approve') await listingsChanged([decided.listing_id], 'listing-rank');
  await emailRequester(decided, d);
  return { state };
}

async function emailRequester(row: Decided, d: ClaimRequestDecision): Promise<void> {
  const [who] = await query<{ email: string; business_name: string }>(
    `SELECT b.business_email AS email, l.business_name FROM businesses b, listings l WHERE b.id = $1 AND l.id = $2`,
    [row.business_id, row.listing_id],
  );
  if (!who) return;
  const email = claimRequestDecisionEmail(
    {
      businessName: who.business_name,
      approved: d.decision === 'approve',
      reason: d.decision === 'refuse' ? d.reason : '',
    },
    row.lang,
  );
  await notify(who.email, email, mailT(row.lang, 'why.claimRequest'));
}
