/**
 * A booking through its signed link (`/book/?booking={id}&sig={sig}`, issue 41): while its deposit is due, the
 * card form of Stripe.js on the business's connected account (`Stripe(pk, { stripeAccount })`,
 * `confirmCardPayment`); then the confirmation: service, person, time in the business's zone (labelled), the
 * deposit paid and the cancellation policy, with the customer's own cancel and new time (booking-manage.ts). An
 * expired hold says so and offers the booking form again; a cancelled booking says what became of its deposit.
 */
import { formatMoney } from '../../shared/money.ts';
import { formatBookingTime } from '../../shared/booking-time.ts';
import { BOOKING_TEXT, type BookingText } from './booking-text.ts';
import { el, getJson, show } from './booking-dom.ts';
import { loadStripeJs, stripeOnPage, testModeNotice } from '../shop-pay/stripe-card.ts';
import type { CustomerBookingAnswer } from '../../schemas/bookings-customer-answers.ts';

type CustomerBooking = CustomerBookingAnswer;

function summary(b: CustomerBooking, t: BookingText): HTMLElement {
  const list = el('dl', undefined, 'booking-summary');
  const row = (term: string, value: string) => list.append(el('dt', term), el('dd', value));
  row(t.what, b.service_name);
  row(t.who, b.provider_name);
  row(t.when, formatBookingTime(b.start, b.time_zone, b.language));
  row(t.price, formatMoney(b.price_cents, b.language));
  return list;
}

function bookAgain(root: HTMLElement, b: CustomerBooking, t: BookingText) {
  const again = el('a', t.bookAgain, 'btn');
  again.setAttribute('href', `/book/?listing=${encodeURIComponent(b.listing_slug)}&lang=${b.language}`);
  show(root, el('h1', t.expiredTitle), el('p', t.expired), summary(b, t), again);
}

async function payForm(root: HTMLElement, b: CustomerBooking, t: BookingText, reload: () => void) {
  const payment = b.payment!;
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
  const button = el('button', t.pay(formatMoney(b.deposit_cents, b.language)), 'btn btn-primary');
  button.setAttribute('type', 'submit');
  form.append(label, mount, message, button);
  const card = stripe.elements().create('card');
  card.mount(mount);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.setAttribute('disabled', '');
    button.textContent = t.paying;
    const result = await stripe.confirmCardPayment(payment.client_secret, { payment_method: { card } });
    button.removeAttribute('disabled');
    button.textContent = t.pay(formatMoney(b.deposit_cents, b.language));
    if (result.error) message.textContent = t.declined;
    else reload();
  });
  const until = new Intl.DateTimeFormat(b.language === 'fr' ? 'fr-CA' : 'en-CA', {
    timeStyle: 'short',
    timeZone: b.time_zone, // the zone every time on the page is in
  }).format(new Date(b.hold_expires_at!));
  const parts: Node[] = [el('h1', t.payTitle), el('p', t.at(b.business_name), 'muted'), summary(b, t)];
  parts.push(el('p', t.holdNote(until)));
  if (payment.test_mode) parts.push(testModeNotice());
  show(root, ...parts, form);
}

/** A heading the page moves focus to when it changes in place (after a cancel or a move). */
function heading(text: string, focus: boolean): HTMLElement {
  const h = el('h1', text);
  h.tabIndex = -1;
  if (focus) queueMicrotask(() => h.focus());
  return h;
}

function cancelled(root: HTMLElement, b: CustomerBooking, t: BookingText, focus: boolean) {
  const deposit = formatMoney(b.deposit_cents, b.language);
  const line = { refunded: t.refunded, refunding: t.refunding, kept: t.kept }[b.deposit_state];
  const parts: Node[] = [heading(t.cancelledTitle, focus), el('p', t.at(b.business_name), 'muted'), summary(b, t)];
  if (line) parts.push(el('p', line(deposit)));
  parts.push(el('p', t.cancelledEmailed));
  show(root, ...parts);
}

export async function bookingDone(
  root: HTMLElement,
  id: string,
  sig: string,
  fallback: BookingText,
  attempt = 0,
  notice?: string,
) {
  const res = await getJson<CustomerBooking>(`/api/bookings/booking?${new URLSearchParams({ booking: id, sig })}`);
  if (res.status === 404 || res.status === 400) return show(root, el('h1', fallback.title), el('p', fallback.badLink));
  if (res.status === 410) return show(root, el('h1', fallback.endedTitle), el('p', fallback.ended));
  if (!res.body) {
    const retry = el('button', fallback.retry, 'btn');
    retry.addEventListener('click', () => void bookingDone(root, id, sig, fallback));
    return show(root, el('h1', fallback.title), el('p', fallback.loadFailed, 'form-error'), retry);
  }
  const b = res.body;
  const t = BOOKING_TEXT[b.language];
  document.documentElement.lang = b.language;
  const reload = () => void bookingDone(root, id, sig, fallback, attempt + 1);
  const changed = (message?: string) => void bookingDone(root, id, sig, fallback, attempt + 1, message ?? '');
  if (b.status === 'expired') return bookAgain(root, b, t);
  if (b.status === 'held' && b.payment && attempt === 0) return payForm(root, b, t, reload);
  if (b.status === 'held' && !b.payment && attempt === 0)
    return show(root, el('h1', t.payTitle), summary(b, t), el('p', t.paymentsOff));
  if (b.status === 'held') {
    // Paid in the browser; Stripe's event has not reached the platform yet.
    show(root, el('h1', t.payTitle), el('p', t.confirming), summary(b, t));
    if (attempt < 30) setTimeout(reload, 1000);
    return;
  }
  if (b.status === 'cancelled') return cancelled(root, b, t, notice !== undefined);
  const parts: Node[] = [heading(t.confirmedTitle, notice !== undefined)];
  if (notice) {
    const done = el('p', notice, 'notice');
    done.setAttribute('role', 'status');
    parts.push(done);
  }
  parts.push(el('p', t.at(b.business_name), 'muted'), summary(b, t));
  if (b.deposit_state === 'paid') parts.push(el('p', t.depositPaid(formatMoney(b.deposit_cents, b.language))));
  parts.push(el('p', t.policy(b.cancel_until_hours, b.late_deposit === 'kept')), el('p', t.emailed));
  // Loaded only for a confirmed booking, so the form and pay pages carry none of its bytes (page-weight budget).
  if (b.status === 'confirmed') parts.push((await import('./booking-manage.ts')).manageBooking(b, t, sig, changed));
  show(root, ...parts);
}
