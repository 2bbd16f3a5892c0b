/**
 * The reviewed claim request on the claim page and in the admin queue (issue 39): the form's check (the function's
 * own schema) and the sentences each state shows. Pure.
 */
import { claimRequestSubmitSchema, type ClaimRequestSubmit } from '../../schemas/listing-claim-request.ts';
import type { OwnClaimRequest } from '../../schemas/listing-claim.ts';

export type RequestField = 'role_at_business' | 'proof' | 'message';
export type RequestValues = Record<RequestField, string>;
export type RequestErrors = Partial<Record<RequestField | 'listing', string>>;

export const EMPTY_REQUEST: RequestValues = { role_at_business: '', proof: '', message: '' };
export const REQUEST_FIELDS: RequestField[] = ['role_at_business', 'proof', 'message'];

/** The body the function receives, or the first message per field, from the same schema. */
export function checkClaimRequest(
  listing: string,
  values: RequestValues,
  lang: 'en' | 'fr' = 'en',
): { ok: true; body: ClaimRequestSubmit } | { ok: false; errors: RequestErrors } {
  const parsed = claimRequestSubmitSchema.safeParse({ listing, ...values, lang });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: RequestErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as RequestField] ??= issue.message;
  return { ok: false, errors };
}

/** "November 27, 2026", in the reader's time zone. */
export function dayText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function pendingText(name: string, request: OwnClaimRequest): string {
  return `You asked to claim ${name} on ${dayText(request.created_at)}. Your request is waiting for review.`;
}

export const PENDING_NEXT =
  'A Main Street administrator checks the proof you gave. If it holds, the listing becomes yours and appears in ' +
  'your dashboard; if not, this page gives the reason. Either way we email you the decision.';

export function refusedText(name: string, request: OwnClaimRequest): string {
  const on = request.decided_at ? ` on ${dayText(request.decided_at)}` : '';
  return `Your request of ${dayText(request.created_at)} to claim ${name} was refused${on}.`;
}

/** After a refusal the server takes a new request at once (up to its daily limit per account). */
export const ASK_AGAIN = 'You may send a new request now, with a proof that answers the reason.';

export function approvedText(request: OwnClaimRequest): string {
  return request.decided_at ? `An administrator approved your request on ${dayText(request.decided_at)}.` : '';
}

/** How old the requester's account is: "made today", "3 days old", "5 months old", "2 years old". */
export function accountAgeText(sinceIso: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 86_400_000));
  if (days === 0) return 'made today';
  if (days < 60) return days === 1 ? '1 day old' : `${days} days old`;
  const months = Math.floor(days / 30.44);
  if (months < 24) return `${months} months old`;
  return `${Math.floor(days / 365.25)} years old`;
}
