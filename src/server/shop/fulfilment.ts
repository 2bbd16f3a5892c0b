/**
 * How the order reaches the buyer, checked against the shop's settings (issue 40): pickup at an offered time,
 * local delivery to a served postal code over the minimum order, or shipping at the flat rate. Answers the fee;
 * a refusal is in the cart's language.
 */
import { HttpError, notFound } from '../http.ts';
import { formatMoney } from '../../shared/money.ts';
import { isOfferedSlot, pickupOptions } from '../../shared/shop/pickup-slots.ts';
import { servesPostalCode } from '../../shared/shop/pricing.ts';
import { checkoutText } from '../../shared/shop/checkout-text.ts';
import { provinceTimeZone } from '../../shared/time-zones.ts';
import type { PickupTimesResponse, ShopCheckoutRequest } from '../../schemas/shop-checkout.ts';
import { loadShopContext, type ShopContext } from './shop-context.ts';

const refuse = (field: string, message: string) =>
  new HttpError(400, 'fulfilment_refused', message, { [field]: [message] });

/** The pickup times the shop offers now. */
export const shopPickupOptions = (shop: ShopContext, now = new Date()) =>
  pickupOptions({ hours: shop.hours, timeZone: provinceTimeZone(shop.province), prepMinutes: shop.prep_minutes, now });

export function checkFulfilment(shop: ShopContext, body: ShopCheckoutRequest, subtotalCents: number): number {
  const t = checkoutText(body.language);
  if (body.fulfilment === 'pickup') {
    if (!shop.pickup_enabled) throw refuse('fulfilment', t.noPickup);
    const options = shopPickupOptions(shop);
    if (body.pickup_at ? !isOfferedSlot(options, body.pickup_at) : !options.asap) {
      throw refuse('pickup_at', t.pickupTime);
    }
    return 0;
  }
  if (body.fulfilment === 'shipping') {
    if (!shop.shipping_enabled) throw refuse('fulfilment', t.noShipping);
    return shop.shipping_flat_cents;
  }
  if (!shop.delivery_enabled) throw refuse('fulfilment', t.noDelivery);
  if (!servesPostalCode(shop.delivery_postal_prefixes, body.address?.postal_code ?? '')) {
    throw refuse('address', t.notServed);
  }
  if (subtotalCents < shop.delivery_minimum_cents) {
    throw refuse('fulfilment', t.deliveryMinimum(formatMoney(shop.delivery_minimum_cents, body.language)));
  }
  return shop.delivery_fee_cents;
}

/** The pickup times a shop offers now, for its cart; 404 when it sells nothing for pickup. */
export async function readPickupTimes(businessId: string): Promise<PickupTimesResponse> {
  const shop = await loadShopContext(businessId);
  if (!shop || !shop.pickup_enabled) throw notFound('This shop does not offer pickup.');
  return shopPickupOptions(shop);
}
