// A live website's cart calls the platform from its own origin (issue 40): the pickup times and the checkout let
// live websites' origins through (a site subdomain, a verified custom domain), never others, never with credentials.
import { afterAll, describe, expect, it } from 'vitest';
import checkout from '../../functions/shop-checkout.mts';
import pickupTimes from '../../functions/shop-pickup-times.mts';
import { query } from '../../src/server/db/client.ts';
import { call } from './helpers.ts';
import { removeFixtures } from './interactions-fixtures.ts';
import { useStripeStandIn } from './stripe-env.ts';
import * as shop from './shop-fixtures.ts';

useStripeStandIn();
afterAll(async () => {
  await removeFixtures();
  await shop.removeShopListings();
});

const SUBDOMAIN = 'http://harbour-cafe.localhost:8888';
const preflight = (origin: string) =>
  call(checkout, '/api/shop/checkout', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('CORS for live websites', () => {
  it('lets a live website’s origin post a checkout and read the pickup times, without credentials', async () => {
    const s = await shop.createShop();
    const pre = await preflight(SUBDOMAIN);
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(SUBDOMAIN);
    expect(pre.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(pre.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    expect(pre.headers.get('vary')).toBe('Origin');
    const times = await call(pickupTimes, `/api/shop/pickup-times?business=${s.businessId}`, {
      headers: { origin: SUBDOMAIN },
    });
    expect(times.status).toBe(200);
    expect(times.headers.get('access-control-allow-origin')).toBe(SUBDOMAIN);
    // A refusal is readable too, so the cart can show it by its field.
    const bad = await call(pickupTimes, '/api/shop/pickup-times?business=nope', { headers: { origin: SUBDOMAIN } });
    expect([bad.status, bad.headers.get('access-control-allow-origin')]).toEqual([400, SUBDOMAIN]);
  });

  it('refuses other origins: a stranger’s site, the wrong scheme or port, an unverified custom domain', async () => {
    const s = await shop.createShop();
    const slug = `cors-test-${Date.now()}`;
    await query('INSERT INTO websites (business_id, slug, next_version, live_version) VALUES ($1, $2, 1, 1)', [
      s.businessId,
      slug,
    ]);
    await query(`INSERT INTO website_domains (business_id, domain) VALUES ($1, $2)`, [s.businessId, `${slug}.ca`]);
    for (const origin of [
      'https://evil.example',
      'https://harbour-cafe.localhost:8888',
      'http://harbour-cafe.localhost:9999',
      `http://${slug}.ca:8888`,
      'null',
    ]) {
      const pre = await preflight(origin);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
      const times = await call(pickupTimes, `/api/shop/pickup-times?business=${s.businessId}`, { headers: { origin } });
      expect(times.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    await query(`UPDATE website_domains SET status = 'verified' WHERE business_id = $1`, [s.businessId]);
    expect((await preflight(`http://${slug}.ca:8888`)).headers.get('access-control-allow-origin')).toBe(
      `http://${slug}.ca:8888`,
    );
    await query('DELETE FROM websites WHERE business_id = $1', [s.businessId]);
  });
});
