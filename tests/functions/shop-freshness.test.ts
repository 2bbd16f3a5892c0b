// The storefront is refreshed when stock or the payout account change what it shows (issue 40): once per change,
// after the change committed (the refresh sees it from another connection), never on an unrelated update, and a
// failing refresh fails neither the webhook nor the checkout.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { expireHeldOrders } from '../../src/server/shop/order-expiry.ts';
import { setStorefrontRefresher } from '../../src/server/shop/shop-freshness.ts';
import { render } from '../../src/server/stripe/test-mode/connect-payments.ts';
import { removeFixtures } from './interactions-fixtures.ts';
import { useStripeStandIn } from './stripe-env.ts';
import * as shop from './shop-fixtures.ts';

const refresh = { calls: [] as string[], seen: [] as string[], fail: false };
/** What the refresh sees, read on another connection: inside an open transaction it would not see the change. */
async function recordRefresh(businessId: string) {
  refresh.calls.push(businessId);
  const [row] = await query<{ state: string; stock: number | null }>(
    `SELECT p.state, (SELECT min(stock) FROM catalogue_items WHERE business_id = $1) AS stock
     FROM payout_accounts p WHERE p.business_id = $1`,
    [businessId],
  );
  refresh.seen.push(`${row?.state} stock ${row?.stock}`);
  if (refresh.fail) throw new Error('the live site could not be rendered');
}

const stripe = useStripeStandIn();
let restore: () => void;
beforeAll(() => {
  restore = setStorefrontRefresher(recordRefresh);
});
afterAll(async () => {
  restore();
  await removeFixtures();
  await shop.removeShopListings();
});
beforeEach(() => {
  refresh.calls = [];
  refresh.seen = [];
  refresh.fail = false;
});

const accountEvent = (accountId: string) =>
  stripe.current.delivery('account.updated', render(stripe.current.accounts.get(accountId)!), undefined, accountId);
const ordered = async (s: shop.TestShop, quantity: number) => {
  const res = await shop.placeOrder(shop.cart(s, [['muffin', quantity]]));
  expect(res.status).toBe(201);
  return (res.body as { order_id: string }).order_id;
};

describe('account.updated', () => {
  it('refreshes once when the payout account turns active, and not on an update that changes nothing', async () => {
    const s = await shop.createShop();
    await query("UPDATE payout_accounts SET state = 'onboarding_needed' WHERE business_id = $1", [s.businessId]);
    expect((await shop.deliver(accountEvent(s.accountId))).body).toEqual({ received: true });
    expect(refresh.calls).toEqual([]); // still onboarding: nothing the storefront shows changed
    shop.activate(stripe.current, s);
    await shop.deliver(accountEvent(s.accountId));
    expect(refresh.calls).toEqual([s.businessId]);
    expect(refresh.seen).toEqual(['active stock 5']); // committed before the refresh
    await shop.deliver(accountEvent(s.accountId)); // active again: no change
    expect(refresh.calls).toHaveLength(1);
  });

  it('a failing refresh fails neither the webhook nor the account’s update', async () => {
    const s = await shop.createShop();
    await query("UPDATE payout_accounts SET state = 'restricted' WHERE business_id = $1", [s.businessId]);
    shop.activate(stripe.current, s);
    refresh.fail = true;
    const d = accountEvent(s.accountId);
    expect(await shop.deliver(d)).toMatchObject({ status: 200, body: { received: true } });
    expect(refresh.calls).toEqual([s.businessId]);
    expect((await shop.deliver(d)).body).toEqual({ received: true, duplicate: true }); // recorded: not run again
    const [row] = await query<{ state: string }>('SELECT state FROM payout_accounts WHERE business_id = $1', [
      s.businessId,
    ]);
    expect(row!.state).toBe('active');
  });
});

describe('stock reaching 0, and coming back from 0', () => {
  it('a checkout that takes the last unit refreshes once, after its commit; one that leaves some does not', async () => {
    const s = await shop.createShop();
    shop.activate(stripe.current, s);
    await ordered(s, 2);
    expect(refresh.calls).toEqual([]);
    refresh.fail = true; // a failing refresh does not fail the order
    await ordered(s, 3);
    await expect.poll(() => refresh.seen).toEqual(['active stock 0']);
    expect(refresh.calls).toEqual([s.businessId]);
  });

  it('a declined payment giving back the last units refreshes once, however often its event comes', async () => {
    const s = await shop.createShop();
    shop.activate(stripe.current, s);
    const id = await ordered(s, 5);
    await expect.poll(() => refresh.seen).toHaveLength(1); // this checkout's own refresh (sold out), done
    refresh.calls = [];
    refresh.seen = [];
    const { intent } = await shop.payWithCard(stripe.current, id, '4000000000000002');
    const failed = () => shop.intentEvent(stripe.current, 'payment_intent.payment_failed', intent.id);
    await shop.deliver(failed());
    await shop.deliver(failed());
    expect(refresh.calls).toEqual([s.businessId]);
    expect(refresh.seen).toEqual(['active stock 5']);
  });

  it('an expired hold refreshes only when it brings an item back from 0', async () => {
    const s = await shop.createShop();
    shop.activate(stripe.current, s);
    const some = await ordered(s, 2);
    const rest = await ordered(s, 3);
    await expect.poll(() => refresh.seen).toHaveLength(1); // this checkout's own refresh (sold out), done
    refresh.calls = [];
    refresh.seen = [];
    await query("UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE id = $1", [rest]);
    await expireHeldOrders();
    expect(refresh.calls).toEqual([s.businessId]);
    expect(refresh.seen).toEqual(['active stock 3']);
    await query("UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE id = $1", [some]);
    await expireHeldOrders();
    expect(refresh.calls).toHaveLength(1); // 3 → 5: the item was on sale all along
  });
});
