/**
 * The reviewed claim request on the claim page and in the admin queue (issue 39): the form's check (the function's
 * own schema), its dates and the requester's account age. The sentences are in claim-texts.ts. Pure.
 */
import { claimRequestSubmitSchema, type ClaimRequestSubmit } from '../../schemas/listing-claim-request.ts';

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

/** "November 27, 2026" or "27 novembre 2026", in the reader's time zone. */
export function dayText(iso: string, lang: 'en' | 'fr' = 'en'): string {
  return new Date(iso).toLocaleDateString(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
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
