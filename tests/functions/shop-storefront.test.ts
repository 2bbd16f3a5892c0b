// The storefront read for a listing page (issue 40): the owner's visible items and sections, the ways the shop
// sells, and whether there is a cart (an active payout account); the pickup times the cart offers are the
// server's own (GET /api/shop/pickup-times).
import { afterAll, describe, expect, it } from 'vitest';
import pickupTimes from '../../functions/shop-pickup-times.mts';
import { query } from '../../src/server/db/client.ts';
import { loadListingStorefront } from '../../src/server/shop/storefront-data.ts';
import { shopPickupOptions } from '../../src/server/shop/fulfilment.ts';
import { loadShopContext } from '../../src/server/shop/shop-context.ts';
import { call } from './helpers.ts';
import { removeFixtures } from './interactions-fixtures.ts';
import { useStripeStandIn } from './stripe-env.ts';
import * as shop from './shop-fixtures.ts';

useStripeStandIn();
afterAll(async () => {
  await removeFixtures();
  await shop.removeShopListings();
});

const listingOf = async (businessId: string) =>
  (await query<{ id: string }>('SELECT id FROM listings WHERE owner_id = $1', [businessId]))[0]!.id;

describe('the storefront of a listing', () => {
  it('reads the visible items with their sections, and offers a cart with an active payout account', async () => {
    const s = await shop.createShop({
      items: { latte: { price: 450 }, hidden: { price: 100, visible: false }, muffin: { price: 325, stock: 0 } },
    });
    const [section] = await query<{ id: string }>(
      `INSERT INTO catalogue_sections (business_id, name) VALUES ($1, '{"en":"Drinks","fr":"Boissons"}') RETURNING id`,
      [s.businessId],
    );
    await query('UPDATE catalogue_items SET section_id = $1 WHERE id = $2', [section!.id, s.items.latte]);
    const front = (await loadListingStorefront(await listingOf(s.businessId)))!;
    expect(front.payments_on).toBe(true);
    expect(front.items.map((i) => i.id).sort()).toEqual([s.items.latte, s.items.muffin].sort());
    expect(front.items.find((i) => i.id === s.items.muffin)?.stock).toBe(0);
    expect(front.sections).toEqual([{ id: section!.id, name: { en: 'Drinks', fr: 'Boissons' } }]);
    expect(front).toMatchObject({
      pickup: true,
      delivery: { fee_cents: 500, minimum_cents: 2000, prefixes: ['K1P', 'K2'] },
      shipping: { flat_cents: 1200 },
    });
  });

  it('has no cart without an active payout account, and no storefront without a visible item', async () => {
    const s = await shop.createShop();
    await query(`UPDATE payout_accounts SET state = 'restricted' WHERE business_id = $1`, [s.businessId]);
    const listing = await listingOf(s.businessId);
    expect((await loadListingStorefront(listing))?.payments_on).toBe(false);
    await query('UPDATE catalogue_items SET visible = false WHERE business_id = $1', [s.businessId]);
    expect(await loadListingStorefront(listing)).toBeUndefined();
  });
});

describe('GET /api/shop/pickup-times', () => {
  it('answers the slots the checkout accepts, readable from another origin, never cached', async () => {
    const s = await shop.createShop();
    const hours = { monday: { open: '00:00', close: '23:45' }, tuesday: { open: '00:00', close: '23:45' } };
    await query('UPDATE listings SET hours = $1 WHERE owner_id = $2', [hours, s.businessId]);
    const res = await call(pickupTimes, `/api/shop/pickup-times?business=${s.businessId}`, {
      headers: { origin: 'http://cafe.localhost:8888' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://cafe.localhost:8888');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const expected = shopPickupOptions((await loadShopContext(s.businessId))!);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(expected)));
    expect((res.body as { timeZone: string }).timeZone).toBe('America/Toronto');
  });

  it('answers 404 for a shop without pickup and 400 naming the field for a malformed id', async () => {
    const s = await shop.createShop();
    await query('UPDATE shop_settings SET pickup_enabled = false WHERE business_id = $1', [s.businessId]);
    expect((await call(pickupTimes, `/api/shop/pickup-times?business=${s.businessId}`)).status).toBe(404);
    const bad = await call(pickupTimes, '/api/shop/pickup-times?business=nope');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('business');
  });
});
