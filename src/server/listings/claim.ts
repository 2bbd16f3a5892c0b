/**
 * Claiming an unclaimed listing (issue 27). A visitor's message to it is kept (messages.listing_id) and
 * its email, when the directory has one, is invited to claim it at most once per 30 days. The emailed
 * link carries a signed token naming the listing and that address: holding it is the proof of ownership.
 * Whoever claims the listing with it becomes its owner and sees the kept messages in the inbox (leads.ts
 * lists every message to a listing the account owns, also those sent before).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { query, transaction, type Queryable } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { deriveKey } from '../session-secret.ts';
import { notify } from '../mail/send.ts';
import { claimInvitationEmail } from '../mail/templates.ts';
import { listingLanguage } from '../mail/business-language.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';
import { LISTING_SERVICE } from './owner-listing.ts';
import { isUuid } from '../../schemas/ids.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { CLAIM_PATHS } from '../../features/account-forms/account-paths.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { CLAIM_LINK_INVALID_TEXT, type ClaimState } from '../../schemas/listing-claim.ts';

/** An invitation link works for 30 days; a new message after that sends a new one. */
export const CLAIM_LINK_DAYS = 30;

const sign = (listingId: string, email: string, expires: number) =>
  createHmac('sha256', deriveKey(getEnv().sessionSecret, 'listing-claim'))
    .update(`${listingId}:${email.toLowerCase()}:${expires}`)
    .digest('base64url');

export function claimToken(listingId: string, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CLAIM_LINK_DAYS * 86_400;
  return `${listingId}.${expires}.${sign(listingId, email, expires)}`;
}

/** The claim page of the email's language (issue 42: a French invitation opens the French page). */
export const claimUrl = (token: string, lang: Lang = 'en') =>
  `${getEnv().siteUrl}${CLAIM_PATHS[lang]}#token=${encodeURIComponent(token)}`;

interface ClaimRow extends Record<string, unknown> {
  id: string;
  business_name: string;
  email: string | null;
  owner_id: string | null;
}

/** The listing a token is for, when its signature matches the listing's current email and it has not expired. */
async function listingOfToken(token: string): Promise<ClaimRow | undefined> {
  const [listingId, expiresText, signature] = token.split('.');
  const expires = Number(expiresText);
  if (!listingId || !isUuid(listingId) || !signature || !Number.isInteger(expires) || expires * 1000 < Date.now())
    return undefined;
  const [row] = await query<ClaimRow>('SELECT id, business_name, email, owner_id FROM listings WHERE id = $1', [
    listingId,
  ]);
  if (!row?.email) return undefined;
  const expected = Buffer.from(sign(row.id, row.email, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : undefined;
}

/**
 * Takes the listing's claim-invitation slot in one statement: the unclaimed listing's name and address when no
 * invitation went out in the last CLAIM_LINK_DAYS (two callers at once: one gets it), else undefined.
 */
export async function takeInvitationSlot(
  listingId: string,
): Promise<{ business_name: string; email: string } | undefined> {
  const [due] = await query<{ business_name: string; email: string }>(
    `UPDATE listings SET claim_invited_at = now()
     WHERE id = $1 AND owner_id IS NULL AND email IS NOT NULL
       AND (claim_invited_at IS NULL OR claim_invited_at < now() - make_interval(days => $2))
     RETURNING business_name, email`,
    [listingId, CLAIM_LINK_DAYS],
  );
  return due;
}

/**
 * After a message to an unclaimed listing: emails its address an invitation to claim it, unless one went
 * out in the last 30 days. `invited` says whether the business has an invitation (now or recently): false
 * without an address, or when the email could not go (an unsubscribed address, a mail failure).
 */
export async function inviteToClaim(listingId: string): Promise<{ invited: boolean }> {
  const due = await takeInvitationSlot(listingId);
  if (!due) {
    const [row] = await query<{ invited: boolean }>(
      'SELECT (email IS NOT NULL AND claim_invited_at IS NOT NULL) AS invited FROM listings WHERE id = $1',
      [listingId],
    );
    return { invited: Boolean(row?.invited) };
  }
  const lang = await listingLanguage(listingId);
  const email = claimInvitationEmail(
    {
      businessName: due.business_name,
      claimUrl: claimUrl(claimToken(listingId, due.email), lang),
      messageCount: await countKept(listingId),
    },
    lang,
  );
  const sent = await notify(due.email, email, mailT(lang, 'why.claim'));
  if (sent?.sent) return { invited: true };
  await query('UPDATE listings SET claim_invited_at = NULL WHERE id = $1', [listingId]);
  return { invited: false };
}

/** What the claim page shows for a token (the token is the secret: nothing more is told without it). */
export async function describeClaim(token: string, business: SessionBusiness | undefined): Promise<ClaimState> {
  const listing = await listingOfToken(token);
  if (!listing) return { state: 'invalid' };
  const waiting = await countKept(listing.id);
  if (listing.owner_id)
    return {
      state: listing.owner_id === business?.id ? 'yours' : 'claimed',
      business_name: listing.business_name,
      waiting,
    };
  return { state: business ? 'claimable' : 'sign-in', business_name: listing.business_name, waiting };
}

async function countKept(listingId: string): Promise<number> {
  const [row] = await query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE listing_id = $1', [
    listingId,
  ]);
  return row?.n ?? 0;
}

/** The signed-in owner claims the listing the token names; its kept messages are theirs from now on. */
export async function claimListing(
  business: SessionBusiness,
  token: string,
): Promise<{ business_name: string; waiting: number }> {
  const listing = await listingOfToken(token);
  if (!listing) throw new HttpError(404, 'not_found', CLAIM_LINK_INVALID_TEXT);
  const claimed = await transaction(async (tx) => {
    return { id: await makeOwner(tx, listing.id, business.id, business.rank) };
  });
  await listingsChanged([claimed.id], 'listing-rank');
  return { business_name: listing.business_name, waiting: await countKept(listing.id) };
}

/**
 * Inside a transaction: makes the business the listing's owner in one conditional statement that succeeds only
 * while the listing is unclaimed (409 otherwise), one listing per account. Shared by the emailed link and an
 * admin's approval of a reviewed request (claim-requests.ts).
 */
export async function makeOwner(tx: Queryable, listingId: string, businessId: string, rank: string): Promise<string> {
  await tx.query('SELECT id FROM businesses WHERE id = $1 FOR UPDATE', [businessId]);
  const { rows: own } = await tx.query<{ business_name: string }>(
    'SELECT business_name FROM listings WHERE owner_id = $1 LIMIT 1',
    [businessId],
  );
  if (own[0]) {
    throw new HttpError(
      409,
      'has_listing',
      `The account already has a listing (${own[0].business_name}). ` +
        'One account has one listing: claim this one from another account.',
    );
  }
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE listings SET owner_id = $2, business_rank = $3, updated_at = now()
     WHERE id = $1 AND owner_id IS NULL RETURNING id`,
    [listingId, businessId, rank],
  );
  if (!rows[0]) throw new HttpError(409, 'already_claimed', 'This listing has already been claimed.');
  await tx.query(
    `UPDATE businesses SET bloc_services = array_append(bloc_services, $2), updated_at = now()
     WHERE id = $1 AND NOT ($2 = ANY(bloc_services))`,
    [businessId, LISTING_SERVICE],
  );
  return rows[0].id;
}
