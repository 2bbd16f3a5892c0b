/** The claim page's state: what the emailed link is for, and the claim itself (issue 27). */
import { atom } from 'nanostores';
import { claimResultSchema, claimStateSchema, type ClaimState } from '../../schemas/listing-claim.ts';
import { requestJson } from '../register/account-api.ts';

export type ClaimView = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'state'; claim: ClaimState } | { kind: 'done'; text: string };

export const $claim = atom<ClaimView>({ kind: 'loading' });
export const $claiming = atom(false);
let token = '';

export async function loadClaim(fromHash: string): Promise<void> {
  token = new URLSearchParams(fromHash.replace(/^#/, '')).get('token') ?? '';
  if (!token) return $claim.set({ kind: 'state', claim: { state: 'invalid' } });
  const r = await requestJson<unknown>(`/api/business/listing/claim?token=${encodeURIComponent(token)}`);
  $claim.set(r.ok ? { kind: 'state', claim: claimStateSchema.parse(r.data) } : { kind: 'error', text: r.fields.token || r.message });
}

export async function claimNow(): Promise<void> {
  $claiming.set(true);
  const r = await requestJson<unknown>('/api/business/listing/claim', { body: { token } });
  $claiming.set(false);
  $claim.set(r.ok ? { kind: 'done', text: claimResultSchema.parse(r.data).message } : { kind: 'error', text: r.fields.token || r.message });
}
