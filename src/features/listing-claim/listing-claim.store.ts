/**
 * The claim page's state (issues 27 and 39): what the emailed link is for and the claim itself, or, opened from
 * a listing's 'Claim this listing', how that listing can be claimed and the request for its emailed link.
 */
import { atom } from 'nanostores';
import {
  claimLinkSentSchema,
  claimResultSchema,
  claimStateSchema,
  listingClaimStateSchema,
  type ClaimState,
  type ListingClaimState,
} from '../../schemas/listing-claim.ts';
import type { ClaimRequestSubmit } from '../../schemas/listing-claim-request.ts';
import { requestJson, type ApiResult } from '../register/account-api.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { CLAIM_TEXTS } from './claim-texts.ts';

export type ClaimView =
  | { kind: 'loading' }
  | { kind: 'error'; text: string }
  | { kind: 'state'; claim: ClaimState }
  | { kind: 'listing'; claim: ListingClaimState }
  | { kind: 'done'; text: string }
  | { kind: 'sent'; text: string };

export const $claim = atom<ClaimView>({ kind: 'loading' });
export const $claiming = atom(false);
let token = '';
let listing = '';
// The page's language: its sentences are built here from the answers' data, and errors read into it.
let texts = CLAIM_TEXTS.en;

/** A refused call's message in the page's language, preferring the message of `field`. */
const refusal = (r: Extract<ApiResult<unknown>, { ok: false }>, field: string) =>
  texts.say(r.fields[field] || r.message, r.fields[field] ? undefined : r.code);

export async function loadClaim(fromHash: string, fromSearch = '', lang: Lang = 'en'): Promise<void> {
  texts = CLAIM_TEXTS[lang];
  token = new URLSearchParams(fromHash.replace(/^#/, '')).get('token') ?? '';
  listing = new URLSearchParams(fromSearch).get('listing') ?? '';
  if (!token && listing) return loadListing();
  if (!token) return $claim.set({ kind: 'state', claim: { state: 'invalid' } });
  const r = await requestJson<unknown>(`/api/business/listing/claim?token=${encodeURIComponent(token)}`);
  $claim.set(
    r.ok ? { kind: 'state', claim: claimStateSchema.parse(r.data) } : { kind: 'error', text: refusal(r, 'token') },
  );
}

/** How the listing of ?listing= can be claimed by this visitor, with their own request's state. */
async function loadListing(): Promise<void> {
  const r = await requestJson<unknown>(`/api/business/listing/claim-link?listing=${encodeURIComponent(listing)}`);
  if (!r.ok) return $claim.set({ kind: 'error', text: refusal(r, 'listing') });
  $claim.set({ kind: 'listing', claim: listingClaimStateSchema.parse(r.data) });
}

export async function claimNow(): Promise<void> {
  $claiming.set(true);
  const r = await requestJson<unknown>('/api/business/listing/claim', { body: { token } });
  $claiming.set(false);
  if (!r.ok) return $claim.set({ kind: 'error', text: refusal(r, 'token') });
  const claimed = claimResultSchema.parse(r.data);
  $claim.set({ kind: 'done', text: texts.claimed(claimed.business_name, claimed.waiting) });
}

/** Asks for the claim link to be emailed to the business's own address. */
export async function sendClaimLink(): Promise<void> {
  $claiming.set(true);
  const r = await requestJson<unknown>('/api/business/listing/claim-link', { body: { listing } });
  $claiming.set(false);
  if (!r.ok) return $claim.set({ kind: 'error', text: refusal(r, 'listing') });
  const view = $claim.get();
  const name = view.kind === 'listing' ? view.claim.business_name : '';
  $claim.set({ kind: 'sent', text: texts.linkSent(name, claimLinkSentSchema.parse(r.data).sent) });
}

/** The listing the page was opened for (?listing=), for the request form. */
export const claimedListingId = () => listing;

/**
 * Sends the reviewed request (issue 39); once it is in, the page reads its state again and shows it pending.
 * A refusal comes back as the message above the form and the messages under its fields.
 */
export async function sendClaimRequest(
  body: ClaimRequestSubmit,
): Promise<{ message: string; fields: Record<string, string> } | undefined> {
  const r = await requestJson<unknown>('/api/business/listing/claim-request', { body });
  if (!r.ok) {
    const fields = Object.fromEntries(Object.entries(r.fields).map(([k, v]) => [k, texts.say(v)]));
    return { message: r.message && texts.say(r.message, r.code), fields };
  }
  await loadListing();
  return undefined;
}
