/**
 * Local test mode's Customer Portal: the page a portal session opens. Like Stripe's, it switches
 * between the paid plans (prorated on the next invoice), cancels at the end of the billing period
 * (or takes the cancellation back), updates the card and lists invoices; each change is delivered to
 * the site as Stripe's signed webhook event, so the site's own webhook code moves the rank.
 * Test mode adds one button Stripe has no equivalent of: end the billing period now (a renewal, or
 * the end of a cancelled plan), so the whole journey can be seen in minutes.
 */
import type http from 'node:http';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { formatCad, PAID_PLANS } from '../../../features/plans/plans.ts';
import { TEST_CARDS, testCardOutcome } from '../../../shared/test-cards.ts';
import { MONTH, now, type Obj, type StandInState } from './state.ts';

const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
const planName = (price: Obj) =>
  PAID_PLANS.find((p) => p.lookupKey === price.lookup_key)?.name ?? price.lookup_key ?? price.id;
const priceText = (price: Obj) => `${formatCad(price.unit_amount)} CAD/month`;
const button = (action: string, label: string, fields = '') =>
  `<form method="post" action="${action}">${fields}<button>${escapeHtml(label)}</button></form>`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1f;background:#f6f6f9}main{max-width:40rem;margin:0 auto;padding:1rem}
.test{background:#fff4d6;border:1px solid #d9a400;padding:.5rem .75rem;border-radius:6px}section{background:#fff;border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
form{display:inline-block;margin:.25rem .5rem .25rem 0}button{font:inherit;padding:.45rem .8rem;border-radius:6px;border:1px solid #3a3da3;background:#3a3da3;color:#fff;cursor:pointer}
input{font:inherit;padding:.4rem;max-width:100%}.note{padding:.5rem .75rem;border-radius:6px;background:#e7f6ec}.error{background:#fdecec}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem .25rem 0}`;

function subscriptionSection(s: StandInState, sub: Obj, base: string): string {
  const item = sub.items.data[0];
  const others = PAID_PLANS.map((p) =>
    [...s.prices.values()].find((x) => x.active && x.lookup_key === p.lookupKey),
  ).filter((p): p is Obj => Boolean(p) && p!.id !== item.price.id);
  const when = sub.cancel_at_period_end
    ? `<p><strong>Cancels on ${day(item.current_period_end)}.</strong> Your plan stays active until then.</p>`
    : `<p>Renews on ${day(item.current_period_end)} for ${priceText(item.price)}.</p>`;
  const switches = sub.cancel_at_period_end
    ? ''
    : others
        .map((p) =>
          button(
            `${base}/plan`,
            `Switch to ${planName(p)} (${priceText(p)})`,
            `<input type="hidden" name="price" value="${escapeHtml(p.id)}">`,
          ),
        )
        .join('');
  return `<section aria-labelledby="plan-${sub.id}"><h2 id="plan-${sub.id}">${escapeHtml(planName(item.price))}</h2><p>${priceText(item.price)} · status: ${escapeHtml(sub.status)}</p>${when}
${switches}${sub.cancel_at_period_end ? button(`${base}/renew`, 'Keep my plan (undo the cancellation)') : button(`${base}/cancel`, 'Cancel plan')}
<p><small>Test mode only:</small> ${button(`${base}/end-period`, sub.cancel_at_period_end ? 'End the billing period now' : 'Renew now (start the next billing period)')}</p></section>`;
}

function page(
  s: StandInState,
  session: Obj,
  base: string,
  notice: { text: string; error?: boolean } | undefined,
): string {
  const subs = [...s.subscriptions.values()].filter(
    (x) => x.customer === session.customer && !['canceled', 'incomplete', 'incomplete_expired'].includes(x.status),
  );
  const customer = s.customers.get(session.customer) ?? {};
  const card = customer._card ? `Visa ending in ${escapeHtml(customer._card.last4)}` : 'No card saved';
  const invoices = [...s.invoices.values()]
    .filter((i) => i.customer === session.customer && i.status === 'paid')
    .sort((a, b) => b.created - a.created);
  const rows = invoices
    .map((i) => `<tr><td>${day(i.created)}</td><td>${formatCad(i.amount_paid)} CAD</td><td>Paid</td></tr>`)
    .join('');
  const back = escapeHtml(session.return_url ?? '/');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Manage your plan — test mode</title><style>${STYLE}</style></head><body><main>
<p class="test" role="note"><strong>Test mode: no card is charged.</strong> This is Main Street's local stand-in for Stripe's Customer Portal.</p>
<h1>Main Street: manage your website plan</h1><p>${escapeHtml(customer.email ?? '')}</p>
${notice ? `<p class="note${notice.error ? ' error' : ''}" role="${notice.error ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>` : ''}
${subs.map((sub) => subscriptionSection(s, sub, base)).join('') || '<section><h2>No active plan</h2><p>There is no paid plan to manage. Choose one at checkout.</p></section>'}
<section aria-labelledby="card"><h2 id="card">Payment method</h2><p>${card}</p><form method="post" action="${base}/card"><label for="card-number">New card number</label><br><input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"> <button>Update card</button></form>
<p><small>Test cards: ${TEST_CARDS.slice(0, 2)
    .map((c) => `${c.number} ${c.outcome}`)
    .join('; ')}.</small></p></section>
<section aria-labelledby="invoices"><h2 id="invoices">Invoices</h2>${rows ? `<table><thead><tr><th>Date</th><th>Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No invoices yet.</p>'}</section>
<p><a href="${back}">Return to Main Street</a></p></main></body></html>`;
}

export function portalRoutes(s: StandInState, browserBase: () => string) {
  const active = (customer: string) =>
    [...s.subscriptions.values()].filter(
      (x) => x.customer === customer && x.status !== 'canceled' && x.status !== 'incomplete',
    );
  const actions: Record<string, (sub: Obj, body: Obj) => Promise<string> | string> = {
    async plan(sub, body) {
      const price = s.prices.get(body.price);
      if (!price?.active) return 'error:That plan is not offered.';
      sub.items.data[0].price = price;
      await s.deliver('customer.subscription.updated', s.renderSubscription(sub));
      return `You switched to ${planName(price)}. The difference is prorated on your next invoice.`;
    },
    async cancel(sub) {
      Object.assign(sub, {
        cancel_at_period_end: true,
        cancel_at: sub.items.data[0].current_period_end,
        canceled_at: now(),
      });
      await s.deliver('customer.subscription.updated', s.renderSubscription(sub));
      return `Your plan is cancelled: it stays active until ${day(sub.items.data[0].current_period_end)}.`;
    },
    async renew(sub) {
      Object.assign(sub, { cancel_at_period_end: false, cancel_at: null, canceled_at: null });
      await s.deliver('customer.subscription.updated', s.renderSubscription(sub));
      return 'Your plan will renew as usual.';
    },
    async 'end-period'(sub) {
      const item = sub.items.data[0];
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: 'canceled', ended_at: now() });
        await s.deliver('customer.subscription.deleted', s.renderSubscription(sub));
        return 'The billing period ended: your plan is cancelled.';
      }
      item.current_period_start = item.current_period_end;
      item.current_period_end += MONTH;
      const invoice = s.makeInvoice(sub, 'subscription_cycle');
      s.markPaid(invoice);
      await s.deliver('invoice.paid', s.renderInvoice(invoice, false));
      return `Renewed: ${formatCad(invoice.amount_paid)} CAD paid (test mode, no card charged).`;
    },
  };

  return async function portal(method: string, path: string, body: Obj, res: http.ServerResponse): Promise<void> {
    const [, id, action] = path.match(/^\/portal\/([^/]+)(?:\/([a-z-]+))?$/) ?? [];
    const session = id ? s.portalSessions.get(id) : undefined;
    if (!session)
      return void res
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('No such portal session. Open it again from your dashboard.');
    const base = `${browserBase()}/portal/${id}`;
    if (method === 'POST' && action) {
      let text: string;
      if (action === 'card') {
        const outcome = testCardOutcome(String(body.number ?? ''));
        const digits = String(body.number ?? '').replace(/\D/g, '');
        text =
          digits.length < 12
            ? 'error:Enter a card number, such as 4242 4242 4242 4242.'
            : outcome === 'declined'
              ? 'error:Your card was declined. Your saved card was not changed.'
              : 'Your card was updated.';
        const customer = s.customers.get(session.customer);
        if (!text.startsWith('error:') && customer) customer._card = { brand: 'visa', last4: digits.slice(-4) };
      } else {
        const [sub] = active(session.customer);
        text = sub && actions[action] ? await actions[action](sub, body) : 'error:There is no active plan to change.';
      }
      s.save();
      session._notice = text;
      return void res.writeHead(303, { location: base }).end();
    }
    const notice =
      typeof session._notice === 'string'
        ? { text: session._notice.replace(/^error:/, ''), error: session._notice.startsWith('error:') }
        : undefined;
    delete session._notice;
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(page(s, session, base, notice));
  };
}
