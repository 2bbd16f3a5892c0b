/**
 * The payment panel's server calls, in order: is checkout configured here, start the subscription,
 * and after Stripe.js confirmed the card payment, ask the server to read the new rank back from
 * Stripe (retrying briefly: Stripe may take a moment to mark the subscription active).
 */
import { requestJson, type ApiResult, type SignedIn } from '../register/account-api.ts';
import type { CheckoutConfig, CheckoutStart } from '../../schemas/checkout.ts';

export type { CheckoutStart };

export const initCheckout = (fetcher?: typeof fetch) =>
  requestJson<CheckoutConfig>('/api/commerce/init-checkout', {}, fetcher);

export const createSubscription = (plan: 'web-hosting' | 'complete', fetcher?: typeof fetch) =>
  requestJson<CheckoutStart>('/api/commerce/create-subscription', { body: { plan } }, fetcher);

export async function confirmRank(
  subscriptionId: string,
  fetcher?: typeof fetch,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<ApiResult<SignedIn>> {
  let result = await requestJson<SignedIn>('/api/business/update-rank', { body: { subscriptionId } }, fetcher);
  for (let attempt = 1; attempt < 4 && !result.ok && result.code === 'payment_incomplete'; attempt += 1) {
    await wait(1500 * attempt);
    result = await requestJson<SignedIn>('/api/business/update-rank', { body: { subscriptionId } }, fetcher);
  }
  return result;
}
