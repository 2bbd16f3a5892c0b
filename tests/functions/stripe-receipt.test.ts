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
