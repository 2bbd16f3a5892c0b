/** The admin queue of reviewed claim requests (issue 39): load the pending ones, approve, or refuse with a reason. */
import { atom } from 'nanostores';
import {
  claimRequestDecidedSchema,
  claimRequestsResponseSchema,
  type ClaimRequest,
  type ClaimRequestDecision,
} from '../../schemas/listing-claim-request.ts';
import { requestJson } from '../register/account-api.ts';

export interface ClaimQueueState {
  status: 'loading' | 'ready' | 'signed-out' | 'forbidden' | 'error';
  requests: ClaimRequest[];
  /** The last decision, for the live region. */
  announcement: string;
}

export const $claimQueue = atom<ClaimQueueState>({ status: 'loading', requests: [], announcement: '' });

export async function loadClaimQueue(): Promise<void> {
  $claimQueue.set({ ...$claimQueue.get(), status: 'loading' });
  const r = await requestJson<unknown>('/api/admin/claim-requests');
  if (r.ok) {
    const parsed = claimRequestsResponseSchema.safeParse(r.data);
    return $claimQueue.set({ ...$claimQueue.get(), ...(parsed.success ? parsed.data : {}), status: 'ready' });
  }
  const status = r.status === 401 ? 'signed-out' : r.status === 403 ? 'forbidden' : 'error';
  $claimQueue.set({ ...$claimQueue.get(), status });
}

/**
 * Approves or refuses one request. On success it leaves the queue; a 409 (the listing was claimed meanwhile, or
 * another admin decided first) is returned as the sentence to show beside the request.
 */
export async function decideClaim(request: ClaimRequest, decision: ClaimRequestDecision): Promise<string | undefined> {
  const r = await requestJson<unknown>('/api/admin/claim-requests', { body: decision });
  if (r.ok === false && r.code === 'already_claimed') {
    return (
      `${request.business_name} was claimed by another account meanwhile, so this request cannot be approved. ` +
      'Refuse it with that reason.'
    );
  }
  if (!r.ok) return Object.values(r.fields)[0] || r.message;
  const { state } = claimRequestDecidedSchema.parse(r.data);
  const current = $claimQueue.get();
  $claimQueue.set({
    ...current,
    requests: current.requests.filter((x) => x.id !== request.id),
    announcement: `${state === 'approved' ? 'Approved' : 'Refused'}: ${request.requester_name}’s claim of ${
      request.business_name
    }.`,
  });
  return undefined;
}
