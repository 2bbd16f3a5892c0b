// Issue 39: after every paid invoice a receipt reaches the owner (plan, period, amount, the invoice's own tax lines,
// none today), once per invoice even when Stripe delivers the event twice or two events arrive at once, in the
// account's language, with the Terms and Privacy Policy in its footer; readable in the local mailbox.
import { beforeAll, describe, expect, it } from 'vitest';
import webhook from '../../functions/stripe-webhook.mts';
import createSubscription from '../../functions/commerce-create-subscription.mts';
import { call } from './helpers.ts';
import { registerAccount, type TestAccount } from './accounts-helpers.ts';
import { useStripeStandIn } from './stripe-env.ts';
import { useTempOutbox } from './outbox.ts';
import { listMessages } from '../../scripts/lib/outbox.ts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';
import { resetEnvCache } from '../../src/server/env.ts';

const outbox = useTempOutbox();
const stripe = useStripeStandIn();
beforeAll(async () => {
  await setupStripeCatalog(getStripe());
});

const NBSP = '\u00a0';
const deliver = (d: { payload: string; signature: string }) =>
  call(webhook, '/api/stripe/webhook', {
    method: 'POST',
    body: d.payload,
    headers: { 'stripe-signature': d.signature, 'content-type': 'application/json' },
  });

async function subscribed(account: TestAccount, plan: 'web-hosting' | 'complete'): Promise<string> {
  const res = await call(createSubscription, '/api/commerce/create-subscription', {
    method: 'POST',
    json: { plan },
    headers: { cookie: account.cookie },
  });
  return (res.body as { subscriptionId: string }).subscriptionId;
}
const receiptsTo = async (address: string) =>
  (await listMessages(outbox(), 1000)).filter((m) => m.to === address && /receipt|reçu/i.test(m.subject));

describe('the receipt email after a paid invoice', () => {
  it('reaches the owner once, with plan, period, amount and no tax, even when the event is delivered twice', async () => {
    const owner = await registerAccount();
    const sub = await subscribed(owner, 'web-hosting');
    const invoice = stripe.current.pay(sub);
    const delivery = stripe.current.delivery('invoice.paid', invoice);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await deliver(delivery)).body).toEqual({ received: true, duplicate: true });
    // A second event (another id) about the same invoice: still one receipt.
    expect((await deliver(stripe.current.delivery('invoice.paid', invoice))).status).toBe(200);

    const mails = await receiptsTo(owner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your Main Street receipt: Web Hosting & AI Design, $15.00');
    const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
    const period = invoice.lines.data[0].period as { start: number; end: number };
    expect(mail!.text).toContain('Plan: Web Hosting & AI Design');
    expect(mail!.text).toContain(`Period: ${day(period.start)} to ${day(period.end)}`);
    expect(mail!.text).toContain('Subtotal: $15.00');
    expect(mail!.text).toContain('Tax: none. No GST/HST, PST or QST was charged on this invoice.');
    expect(mail!.text).toContain('Total paid: $15.00');
    expect(mail!.html).toContain('<a href="http://localhost:8888/terms/">Terms of Service</a>');
    expect(mail!.html).toContain('<a href="http://localhost:8888/privacy/">Privacy Policy</a>');
    expect(await query('SELECT sent_to FROM invoice_receipts WHERE stripe_invoice_id = $1', [invoice.id])).toEqual([
      { sent_to: owner.email },
    ]);
  });

  it('sends one receipt when two deliveries of a renewal arrive at once, and another for the next invoice', async () => {
    const owner = await registerAccount();
    const sub = await subscribed(owner, 'complete');
    await deliver(stripe.current.delivery('invoice.paid', stripe.current.pay(sub)));
    const renewal = stripe.current.renew(sub, 'paid');
    await Promise.all([1, 2, 3].map(() => deliver(stripe.current.delivery('invoice.paid', renewal))));
    const mails = await receiptsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toEqual(Array(2).fill('Your Main Street receipt: Complete, $45.00'));
  });

  it('is written in French for a French-first business, with the French legal pages', async () => {
    const owner = await registerAccount();
    await query(`INSERT INTO site_specs (business_id, spec) VALUES ($1, $2::jsonb)`, [
      owner.id,
      JSON.stringify({ languages: ['fr', 'en'] }),
    ]);
    const sub = await subscribed(owner, 'web-hosting');
    await deliver(stripe.current.delivery('invoice.paid', stripe.current.pay(sub)));
    const [mail] = await receiptsTo(owner.email);
    expect(mail!.subject).toBe(`Votre reçu Main Street${NBSP}: Web Hosting & AI Design, 15,00${NBSP}$`);
    expect(mail!.text).toContain(`Taxes${NBSP}: aucune.`);
    expect(mail!.text).toContain(`Total payé${NBSP}: 15,00${NBSP}$`);
    expect(mail!.html).toContain(
      '<a href="http://localhost:8888/fr/confidentialite/">Politique de confidentialité</a>',
    );
  });

  it('sends nothing for a failed invoice', async () => {
    const owner = await registerAccount();
    const sub = await subscribed(owner, 'web-hosting');
    await deliver(stripe.current.delivery('invoice.paid', stripe.current.pay(sub)));
    await deliver(stripe.current.delivery('invoice.payment_failed', stripe.current.renew(sub, 'failed')));
    expect(await receiptsTo(owner.email)).toHaveLength(1);
  });
});

// Issue 39 item 2, by issue 40's rules: with Main Street's registrations set, a plan carries the taxes of the
// business's province as Stripe tax rates; checkout shows them from the first invoice and the receipt lists them.
describe('the sales tax on a plan', () => {
  const REGISTRATIONS = {
    MAIN_STREET_GST_HST_NUMBER: '123456789 RT0001',
    MAIN_STREET_PROVINCIAL_TAX_NUMBERS: 'QC=1234567890 TQ0001',
  };
  beforeAll(() => {
    Object.assign(process.env, REGISTRATIONS);
    resetEnvCache();
    return () => {
      for (const key of Object.keys(REGISTRATIONS)) delete process.env[key];
      resetEnvCache();
    };
  });

  async function ownerIn(province: string, city: string): Promise<TestAccount> {
    const owner = await registerAccount();
    await query(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code)
       VALUES ($1, $2, 'Maple Test Bakery', $3, $4, $5, 'CA')`,
      [`plan-tax-${owner.id.slice(0, 8)}`, owner.id, city, city.toLowerCase(), province],
    );
    return owner;
  }
  const start = (owner: TestAccount, plan: 'web-hosting' | 'complete') =>
    call(createSubscription, '/api/commerce/create-subscription', {
      method: 'POST',
      json: { plan },
      headers: { cookie: owner.cookie },
    });

  it('adds GST and QST (each on the price) in Quebec: shown at checkout, charged, and on the receipt with the numbers', async () => {
    const owner = await ownerIn('QC', 'Laval');
    const res = await start(owner, 'web-hosting');
    expect(res.status).toBe(200);
    const started = res.body as { subscriptionId: string; amountDueCents: number; taxes: unknown[] };
    expect(started.taxes).toEqual([
      { name: 'GST (5%)', amountCents: 75 },
      { name: 'QST (9.975%)', amountCents: 150 },
    ]);
    expect(started.amountDueCents).toBe(1725);
    const invoice = stripe.current.pay(started.subscriptionId);
    expect(invoice.amount_paid).toBe(1725);
    await deliver(stripe.current.delivery('invoice.paid', invoice));
    const [mail] = await receiptsTo(owner.email);
    expect(mail!.text).toContain(
      [
        'Subtotal: $15.00',
        'GST (5%): $0.75',
        'GST Registration no. 123456789 RT0001',
        'QST (9.975%): $1.50',
        'QST Registration no. 1234567890 TQ0001',
        'Total paid: $17.25',
      ].join('\n'),
    );
    // A second Quebec checkout reuses the two tax rates.
    expect((await start(await ownerIn('QC', 'Gatineau'), 'complete')).status).toBe(200);
    expect([...stripe.current.taxRates.values()].filter((r) => r.state === 'QC')).toHaveLength(2);
  });

  it('adds HST in Ontario, only GST where the province’s own tax is not registered, and the French receipt says TVH', async () => {
    const ontario = await ownerIn('ON', 'Ottawa');
    const started = (await start(ontario, 'complete')).body as { amountDueCents: number; taxes: unknown[] };
    expect(started).toMatchObject({ amountDueCents: 5085, taxes: [{ name: 'HST (13%)', amountCents: 585 }] });
    const bc = (await start(await ownerIn('BC', 'Victoria'), 'web-hosting')).body as { taxes: unknown[] };
    expect(bc.taxes).toEqual([{ name: 'GST (5%)', amountCents: 75 }]);

    const french = await ownerIn('NB', 'Moncton');
    await query(`INSERT INTO site_specs (business_id, spec) VALUES ($1, $2::jsonb)`, [
      french.id,
      JSON.stringify({ languages: ['fr', 'en'] }),
    ]);
    const sub = ((await start(french, 'web-hosting')).body as { subscriptionId: string }).subscriptionId;
    await deliver(stripe.current.delivery('invoice.paid', stripe.current.pay(sub)));
    const [mail] = await receiptsTo(french.email);
    expect(mail!.text).toContain(`TVH (15\u202f%)${NBSP}: 2,25${NBSP}$`);
    expect(mail!.text).toContain('No d’inscription TVH 123456789 RT0001');
  });
});
