/**
 * A customer's order (issue 40, `POST /api/shop/checkout`). Everything is re-priced from the database: the cart
 * names items, quantities and option ids, and prices, stock, fees and taxes are the server's. In ONE transaction
 * the order (pending_payment, held for 15 minutes) and its lines are inserted and stock is held with conditional
 * UPDATEs, so a sold-out item is a 409 naming it and nothing is written. The PaymentIntent is then created on the
 * business's connected account (idempotency key: the order id), and the buyer is sent to the pay page.
 */
import { transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getEnv } from '../env.ts';
import { hashKey, hit } from '../rate-limit.ts';
import { computeSalesTax } from '../../shared/sales-tax/sales-tax.ts';
import type { ProvinceCode, TaxRegistration, TaxResult } from '../../shared/sales-tax/types.ts';
import { localParts } from '../../shared/shop/pickup-slots.ts';
import { priceCart, type PricedLine } from '../../shared/shop/pricing.ts';
import { checkoutText } from '../../shared/shop/checkout-text.ts';
import { provinceTimeZone } from '../../shared/time-zones.ts';
import type { ShopCheckoutRequest, ShopCheckoutResponse } from '../../schemas/shop-checkout.ts';
import { loadShopContext, type ShopContext } from './shop-context.ts';
import { checkFulfilment } from './fulfilment.ts';
import { holdStock } from './order-holds.ts';
import { refreshStorefronts } from './shop-freshness.ts';
import { loadCatalogueItems } from './catalogue-items.ts';
import { startOrderPayment } from './order-payment-intent.ts';
import { orderAccessToken } from './order-token.ts';

export const HOLD_MINUTES = 15;
const MIN_CHARGE_CENTS = 50; // Stripe's minimum charge in CAD

const conflict = (code: string, message: string) => new HttpError(409, code, message, { lines: [message] });

function registrationOf(shop: ShopContext): TaxRegistration {
  const provincial = shop.province === 'QC' ? shop.qst_number : shop.pst_number;
  const own = ['BC', 'SK', 'MB', 'QC'].includes(shop.province) && provincial;
  return {
    gstHstNumber: shop.gst_hst_number,
    ...(own ? { provincialNumbers: { [shop.province]: provincial } } : {}),
  };
}

function taxFor(shop: ShopContext, body: ShopCheckoutRequest, lines: PricedLine[], feeCents: number): TaxResult {
  const items = lines.map((l) => ({ amountCents: l.unitPriceCents * l.quantity, category: l.taxCategory }));
  if (feeCents > 0) items.push({ amountCents: feeCents, category: 'taxable' });
  return computeSalesTax({
    businessProvince: shop.province,
    buyerProvince: (body.address?.province as ProvinceCode | undefined) ?? null,
    fulfilment: body.fulfilment,
    date: localParts(new Date(), provinceTimeZone(shop.province)).date,
    registration: registrationOf(shop),
    items,
  });
}

async function insertOrder(shop: ShopContext, body: ShopCheckoutRequest, priced: Priced, pickupAt: string | null) {
  return transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; number: string; hold_expires_at: Date }>(
      `INSERT INTO orders (business_id, source, language, fulfilment, pickup_at, customer_name, customer_email,
         customer_phone, address, note, subtotal_cents, delivery_fee_cents, tax_cents, total_cents, tax,
         stripe_account_id, hold_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
               now() + make_interval(mins => $17))
       RETURNING id, number, hold_expires_at`,
      [
        shop.business_id,
        body.source,
        body.language,
        body.fulfilment,
        pickupAt,
        body.customer_name,
        body.customer_email,
        body.customer_phone || null,
        body.fulfilment === 'pickup' ? null : addressOf(body),
        body.note?.trim() || null,
        priced.subtotalCents,
        priced.feeCents,
        priced.tax.totalTaxCents,
        priced.totalCents,
        priced.tax,
        shop.stripe_account_id,
        HOLD_MINUTES,
      ],
    );
    const order = rows[0]!;
    const l = priced.lines;
    await tx.query(
      `INSERT INTO order_items (order_id, line, item_id, name, choices, unit_price_cents, quantity, tax_category,
         held_quantity)
       SELECT $1, * FROM unnest($2::int[], $3::uuid[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[],
         $9::int[])`,
      [
        order.id,
        l.map((x) => x.line),
        l.map((x) => x.itemId),
        l.map((x) => x.name),
        l.map((x) => x.choices),
        l.map((x) => x.unitPriceCents),
        l.map((x) => x.quantity),
        l.map((x) => x.taxCategory),
        l.map((x) => x.holdQuantity),
      ],
    );
    const wanted = new Map<string, number>();
    for (const x of l) if (x.holdQuantity) wanted.set(x.itemId, (wanted.get(x.itemId) ?? 0) + x.holdQuantity);
    const held = await holdStock(tx, wanted);
    if (held.soldOut) {
      const name = l.find((x) => x.itemId === held.soldOut)!.name;
      throw conflict('sold_out', checkoutText(body.language).soldOutMeanwhile(name));
    }
    return { ...order, emptied: held.emptied };
  });
}

const addressOf = (body: ShopCheckoutRequest) => {
  const a = body.address!;
  return { line1: a.line1, city: a.city, province: a.province, postalCode: a.postal_code.toUpperCase() };
};

type Priced = { lines: PricedLine[]; subtotalCents: number; feeCents: number; tax: TaxResult; totalCents: number };

/** The order priced by the server: lines, fee, taxes and total; a 4xx for anything it cannot sell this way. */
export async function priceOrder(shop: ShopContext, body: ShopCheckoutRequest): Promise<Priced> {
  const items = await loadCatalogueItems(shop.business_id, [...new Set(body.lines.map((l) => l.item_id))]);
  const result = priceCart(items, body.lines, body.fulfilment, body.language);
  if (!result.ok) throw new HttpError(result.status, result.code, result.message, { lines: [result.message] });
  const feeCents = checkFulfilment(shop, body, result.subtotalCents);
  const tax = taxFor(shop, body, result.lines, feeCents);
  const totalCents = result.subtotalCents + feeCents + tax.totalTaxCents;
  if (totalCents < MIN_CHARGE_CENTS) throw conflict('total_too_small', checkoutText(body.language).totalTooSmall);
  return { lines: result.lines, subtotalCents: result.subtotalCents, feeCents, tax, totalCents };
}

/**
 * Places the order; `background` receives work that need not delay the answer (a storefront refresh when the
 * order took an item's last unit, after the order's transaction committed).
 */
export async function placeOrder(
  body: ShopCheckoutRequest,
  background: (work: Promise<void>) => void = () => {},
): Promise<ShopCheckoutResponse> {
  const shop = await loadShopContext(body.business_id);
  if (!shop || !shop.payments_on || !shop.stripe_account_id) {
    throw new HttpError(409, 'shop_closed', checkoutText(body.language).shopClosed);
  }
  const priced = await priceOrder(shop, body);
  const pickupAt = body.fulfilment === 'pickup' ? (body.pickup_at ?? null) : null;
  const order = await insertOrder(shop, body, priced, pickupAt);
  if (order.emptied) background(refreshStorefronts([shop.business_id], 'sold out'));
  await startOrderPayment(order.id, shop, priced.totalCents);
  const params = new URLSearchParams({ order: order.id, token: orderAccessToken(order.id) });
  return {
    order_id: order.id,
    number: Number(order.number),
    pay_url: `${getEnv().siteUrl}/order/pay/?${params}`,
    total_cents: priced.totalCents,
    hold_expires_at: order.hold_expires_at.toISOString(),
  };
}

/** Checkout is open to anyone: 10 tries per address in 10 minutes, counted before the body is read. */
export async function limitCheckouts(ip: string): Promise<void> {
  if (!(await hit(`shop-checkout:${hashKey(ip)}`, 10, 600))) {
    throw new HttpError(429, 'rate_limited', 'Too many orders from this address. Please try again in a few minutes.');
  }
}
