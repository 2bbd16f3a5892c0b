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
import { requestJson } from '../register/account-api.ts';

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

export async function loadClaim(fromHash: string, fromSearch = ''): Promise<void> {
  token = new URLSearchParams(fromHash.replace(/^#/, '')).get('token') ?? '';
  listing = new URLSearchParams(fromSearch).get('listing') ?? '';
  if (!token && listing) return loadListing();
  if (!token) return $claim.set({ kind: 'state', claim: { state: 'invalid' } });
  const r = await requestJson<unknown>(`/api/business/listing/claim?token=${encodeURIComponent(token)}`);
  $claim.set(
    r.ok
      ? { kind: 'state', claim: claimStateSchema.parse(r.data) }
      : { kind: 'error', text: r.fields.token || r.message },
  );
}

/** How the listing of ?listing= can be claimed by this visitor, with their own request's state. */
async function loadListing(): Promise<void> {
  const r = await requestJson<unknown>(`/api/business/listing/claim-link?listing=${encodeURIComponent(listing)}`);
  if (!r.ok) return $claim.set({ kind: 'error', text: r.fields.listing || r.message });
  $claim.set({ kind: 'listing', claim: listingClaimStateSchema.parse(r.data) });
}

export async function claimNow(): Promise<void> {
  $claiming.set(true);
  const r = await requestJson<unknown>('/api/business/listing/claim', { body: { token } });
  $claiming.set(false);
  const text = r.ok ? claimResultSchema.parse(r.data).message : r.fields.token || r.message;
  $claim.set({ kind: r.ok ? 'done' : 'error', text });
}

/** Asks for the claim link to be emailed to the business's own address. */
export async function sendClaimLink(): Promise<void> {
  $claiming.set(true);
  const r = await requestJson<unknown>('/api/business/listing/claim-link', { body: { listing } });
  $claiming.set(false);
  const text = r.ok ? claimLinkSentSchema.parse(r.data).message : r.fields.listing || r.message;
  $claim.set({ kind: r.ok ? 'sent' : 'error', text });
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
  if (!r.ok) return { message: r.message, fields: r.fields };
  await loadListing();
  return undefined;
}
