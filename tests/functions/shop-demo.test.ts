// The demo shops (issue 40): the seeded demo bakery and the Quebec bakery have orderable bilingual catalogues and
// shop settings (GST/HST, and QST in Quebec); in test mode their payout accounts are made active in the stand-in,
// through the real SDK's view of it, once.
import { describe, expect, it } from 'vitest';
import catalogue from '../../functions/shop-catalogue.mts';
import settings from '../../functions/shop-settings.mts';
import readAccount from '../../functions/payouts-account.mts';
import { call } from './helpers.ts';
import { useStripeStandIn } from './stripe-env.ts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { DEMO_ACCOUNT } from '../../src/server/seed/demo-account.ts';
import { QUEBEC_DEMO_EMAIL } from '../../src/server/seed/demo-shop.ts';
import { seedDemoPayoutAccounts } from '../../src/server/seed/demo-payouts.ts';
import type { CatalogueResponse, ShopSettingsResponse } from '../../src/schemas/catalogue-responses.ts';
import { sessionFor } from './team-helpers.ts';

const stripe = useStripeStandIn();

async function ownerOf(email: string) {
  const [row] = await query<{ business_id: string; user_id: string }>(
    `SELECT m.business_id, m.user_id FROM memberships m JOIN businesses b ON b.id = m.business_id
     WHERE lower(b.business_email) = lower($1) AND m.role = 'owner'`,
    [email],
  );
  return { businessId: row!.business_id, cookie: await sessionFor(row!.user_id, row!.business_id) };
}

describe('demo shops', () => {
  it('seeds the demo bakery a bilingual menu with choices and a small stock, registered for GST/HST', async () => {
    const { cookie } = await ownerOf(DEMO_ACCOUNT.email);
    const shop = (await call(catalogue, '/api/shop/catalogue', { headers: { cookie } })).body as CatalogueResponse;
    expect(shop.sections.map((s) => s.name)).toEqual([
      { en: 'Coffee', fr: 'Café' },
      { en: 'Pastries', fr: 'Viennoiseries' },
    ]);
    const latte = shop.items.find((i) => i.name.en === 'Latte')!;
    expect(latte.choices.map((c) => c.options.map((o) => o.deltaCents))).toEqual([
      [0, 100],
      [0, 75],
    ]);
    expect(shop.items.find((i) => i.name.en === 'Cinnamon bun')?.stock).toBe(6);
    expect(shop.items.every((i) => i.visible && i.name.fr && i.pickup)).toBe(true);
    const s = (await call(settings, '/api/shop/settings', { headers: { cookie } })).body as ShopSettingsResponse;
    expect(s).toMatchObject({ pickup_enabled: true, gst_hst_number: '123456789RT0001', province: 'AB' });
  });

  it('seeds the Quebec bakery with a QST number; both payout accounts are made active in test mode, once', async () => {
    const quebec = await ownerOf(QUEBEC_DEMO_EMAIL);
    const s = (await call(settings, '/api/shop/settings', { headers: { cookie: quebec.cookie } }))
      .body as ShopSettingsResponse;
    expect(s).toMatchObject({ province: 'QC', qst_number: '1234567890TQ0001' });

    await seedDemoPayoutAccounts(stripe.current);
    const demo = await ownerOf(DEMO_ACCOUNT.email);
    for (const { cookie } of [demo, quebec]) {
      const answer = (await call(readAccount, '/api/payouts/account', { headers: { cookie } })).body;
      expect(answer).toMatchObject({ state: 'active', charges_enabled: true, payouts_enabled: true });
    }
    const [row] = await query<{ stripe_account_id: string }>(
      'SELECT stripe_account_id FROM payout_accounts WHERE business_id = $1',
      [demo.businessId],
    );
    const account = await getStripe().accounts.retrieve(row!.stripe_account_id);
    expect(account).toMatchObject({ charges_enabled: true, payouts_enabled: true, details_submitted: true });
    const count = stripe.current.accounts.size;
    await seedDemoPayoutAccounts(stripe.current);
    expect(stripe.current.accounts.size).toBe(count);
  });
});
