/**
 * The customer's link to their order (issue 40): the confirmation page the checkout builds, at
 * `/order/?order={id}&token={token}`, where the token is an HMAC of the order id under a key derived for this one
 * purpose from the session secret. Only someone given the link (the buyer, by the checkout and the emails) can open
 * it; it names no account and never expires, as a paper receipt does not.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEnv } from '../env.ts';
import { deriveKey } from '../session-secret.ts';

export const ORDER_PAGE_PATH = '/order/';

export function orderAccessToken(orderId: string): string {
  return createHmac('sha256', deriveKey(getEnv().sessionSecret, 'order-page'))
    .update(`order:${orderId}`)
    .digest('base64url');
}

export function verifyOrderAccessToken(orderId: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderAccessToken(orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute address of an order's confirmation page, with its token. */
export function orderPageUrl(order: { id: string }): string {
  const params = new URLSearchParams({ order: order.id, token: orderAccessToken(order.id) });
  return `${getEnv().siteUrl}${ORDER_PAGE_PATH}?${params}`;
}
