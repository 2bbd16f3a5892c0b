/**
 * The buyer's pay page (`/order/pay/`) and confirmation page (`/order/`) for a shop order (issue 40), one small
 * script for both, no framework. It reads the order with its signed link (`?order=…&token=…`), and:
 * - pay: while the order is held, the card form of Stripe.js on the business's connected account
 *   (`Stripe(pk, { stripeAccount })`, `confirmCardPayment`); once paid it opens the confirmation page. An expired
 *   or failed order says so and links back to the shop.
 * - receipt: the order's receipt, rendered by the server as its emails are; while the payment is being confirmed,
 *   it checks again.
 */
import { z } from '../../schemas/z.ts';
import { shopOrderResponseSchema, type ShopOrderResponse } from '../../schemas/shop-order.ts';
import { formatMoney } from '../../shared/money.ts';
import { PAY_TEXT, type PayText } from './pay-text.ts';
import { el, orderReceipt } from './order-view.ts';
import { loadStripeJs, stripeOnPage, testModeNotice } from './stripe-card.ts';

const root = document.getElementById('order-app')!;
const mode = root.dataset.mode === 'receipt' ? 'receipt' : 'pay';
const params = new URLSearchParams(location.search);
const link = `?${new URLSearchParams({ order: params.get('order') ?? '', token: params.get('token') ?? '' })}`;

function show(...nodes: Node[]): void {
  root.replaceChildren(...nodes);
  root.setAttribute('aria-busy', 'false');
}

async function fetchOrder(): Promise<ShopOrderResponse | 'bad-link' | 'failed'> {
  try {
    const res = await fetch(`/api/shop/order${link}`, { headers: { accept: 'application/json' } });
    if (res.status === 404 || res.status === 400) return 'bad-link';
    if (!res.ok) return 'failed';
    const parsed = z.safeParse(shopOrderResponseSchema, await res.json());
    return parsed.success ? parsed.data : 'failed';
  } catch {
    return 'failed';
  }
}

function heading(order: ShopOrderResponse, t: PayText, title: string) {
  document.documentElement.lang = order.language;
  return [el('h1', title), el('p', t.title(order.number, order.business_name), 'muted')];
}

function startAgain(order: ShopOrderResponse, t: PayText, title: string, text: string) {
  const back = el('a', t.startAgain, 'btn');
  back.setAttribute('href', order.shop_url);
  show(...heading(order, t, title), el('p', text), back);
}

async function payForm(order: ShopOrderResponse, t: PayText) {
  const payment = order.payment!;
  await loadStripeJs(payment.stripe_js_url);
  const stripe = stripeOnPage()!(payment.publishable_key, { stripeAccount: payment.stripe_account });
  const form = el('form', undefined, 'pay-form') as HTMLFormElement;
  const label = el('p', t.card);
  label.id = 'card-label';
  const mount = el('div');
  mount.setAttribute('role', 'group');
  mount.setAttribute('aria-labelledby', 'card-label');
  const message = el('p', '', 'form-error');
  message.setAttribute('role', 'alert');
  const button = el('button', t.pay(formatMoney(order.total_cents, order.language)), 'btn btn-primary');
  button.setAttribute('type', 'submit');
  form.append(label, mount, message, button);
  const card = stripe.elements().create('card');
  card.mount(mount);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.setAttribute('disabled', '');
    button.textContent = t.paying;
    const result = await stripe.confirmCardPayment(payment.client_secret, { payment_method: { card } });
    if (result.error) {
      return startAgain(order, t, t.failedTitle, t.declined);
    }
    location.assign(`/order/${link}`);
  });
  const hold = t.holdNote(
    new Intl.DateTimeFormat(order.language, { timeStyle: 'short' }).format(new Date(order.hold_expires_at)),
  );
  const parts: Node[] = [...heading(order, t, t.payTitle), orderReceipt(order), el('p', hold)];
  if (payment.test_mode) parts.push(testModeNotice());
  show(...parts, form);
}

async function render(attempt = 0): Promise<void> {
  const order = await fetchOrder();
  const t0 = PAY_TEXT[document.documentElement.lang === 'fr' ? 'fr' : 'en'];
  if (order === 'bad-link') return show(el('p', t0.badLink));
  if (order === 'failed') {
    const retry = el('button', t0.retry, 'btn');
    retry.addEventListener('click', () => void render());
    return show(el('p', t0.loadFailed, 'form-error'), retry);
  }
  const t = PAY_TEXT[order.language];
  if (order.status === 'expired') return startAgain(order, t, t.expiredTitle, t.expired);
  if (order.status === 'failed') return startAgain(order, t, t.failedTitle, t.failed);
  if (order.status === 'pending_payment') {
    if (mode === 'pay' && order.payment) return payForm(order, t);
    if (mode === 'pay' && Date.parse(order.hold_expires_at) > Date.now()) {
      return show(...heading(order, t, t.payTitle), el('p', t.paymentsOff));
    }
    if (Date.parse(order.hold_expires_at) <= Date.now()) return startAgain(order, t, t.expiredTitle, t.expired);
    // Paid in the browser; Stripe's event has not reached the platform yet.
    show(...heading(order, t, t.thanks), el('p', t.confirming), orderReceipt(order));
    if (attempt < 30) setTimeout(() => void render(attempt + 1), 1000);
    return;
  }
  if (mode === 'pay') return location.replace(`/order/${link}`);
  const status = el('p', t.status[order.status] ?? '');
  show(...heading(order, t, t.thanks), status, orderReceipt(order));
}

void render();
