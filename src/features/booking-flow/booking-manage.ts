/**
 * The customer's own changes on their booking's page (issue 41): while the policy allows, 'Choose another time'
 * (the booking form's free times for the same service) and 'Cancel booking' (saying first what happens to the
 * deposit); after the deadline, until when it could have been changed and how to reach the business (only what
 * its owner gave). Each action answers in place: busy, refused (with the server's words) or done (the page again).
 */
import type { SlotOut } from '../../schemas/bookings.ts';
import type { CustomerBookingAnswer } from '../../schemas/bookings-customer-answers.ts';
import { formatMoney } from '../../shared/money.ts';
import { formatBookingTime } from '../../shared/booking-time.ts';
import { directoryPathIn } from '../../shared/i18n/places.ts';
import type { BookingText } from './booking-text.ts';
import { el, field, getJson } from './booking-dom.ts';
import { slotPicker, todayIn } from './slot-picker.ts';

type Done = (notice?: string) => void;

function button(text: string, primary = false): HTMLButtonElement {
  const b = el('button', text, primary ? 'btn btn-primary' : 'btn') as HTMLButtonElement;
  b.type = 'button';
  return b;
}

const post = (path: string, body: Record<string, unknown>) =>
  getJson<{ alternatives?: SlotOut[]; start?: string }>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The panel that replaces the two buttons, its heading focused so a keyboard or screen reader lands in it. */
function panel(title: string): { box: HTMLElement; message: HTMLElement } {
  const box = el('section', undefined, 'manage-panel');
  const h = el('h2', title);
  h.tabIndex = -1;
  const message = el('p', '', 'form-error');
  message.setAttribute('role', 'alert');
  box.append(h, message);
  queueMicrotask(() => h.focus());
  return { box, message };
}

function cancelPanel(b: CustomerBookingAnswer, t: BookingText, sig: string, back: () => void, done: Done) {
  const { box, message } = panel(t.cancelTitle);
  const deposit = formatMoney(b.deposit_cents, b.language);
  message.before(el('p', b.terms.deposit_if_cancelled === 'refunded' ? t.willRefund(deposit) : t.noDeposit));
  const yes = button(t.confirmCancel, true);
  const keep = button(t.keepBooking);
  keep.addEventListener('click', back);
  yes.addEventListener('click', async () => {
    yes.disabled = true;
    yes.textContent = t.cancelling;
    const res = await post('/api/bookings/cancel', { booking: b.id, sig });
    if (res.status === 200) return done();
    yes.disabled = false;
    yes.textContent = t.confirmCancel;
    message.textContent = res.status === 429 ? t.tooManyChanges : (res.message ?? t.changeFailed);
  });
  box.append(el('div', undefined, 'booking-actions'));
  box.lastElementChild!.append(yes, keep);
  return box;
}

function reschedulePanel(b: CustomerBookingAnswer, t: BookingText, sig: string, back: () => void, done: Done) {
  const { box, message } = panel(t.chooseAnother);
  const form = el('form', undefined, 'booking-form') as HTMLFormElement;
  form.noValidate = true;
  const provider = field(form, 'provider_id', t.provider, 'select') as HTMLSelectElement;
  provider.append(new Option(t.anyone, 'anyone'));
  for (const p of b.providers) provider.append(new Option(p.name, p.id));
  if (b.providers.some((p) => p.id === b.provider_id)) provider.value = b.provider_id;
  const day = field(form, 'date', t.day, 'input') as HTMLInputElement;
  day.type = 'date';
  day.min = todayIn(b.time_zone);
  day.max = todayIn(b.time_zone, b.horizon_days);
  day.value = new Date(b.start).toLocaleDateString('en-CA', { timeZone: b.time_zone });
  if (day.value < day.min) day.value = day.min;
  const picker = slotPicker({
    listing: b.listing_slug,
    lang: b.language,
    t,
    timeZone: b.time_zone,
    day,
    service: () => b.service_id,
    provider: () => provider.value,
  });
  const submit = el('button', t.move, 'btn btn-primary') as HTMLButtonElement;
  submit.type = 'submit';
  const keep = button(t.keepBooking);
  keep.addEventListener('click', back);
  const actions = el('div', undefined, 'booking-actions');
  actions.append(submit, keep);
  form.append(picker.fieldset, actions);
  box.append(form);
  provider.addEventListener('change', () => void picker.load());
  day.addEventListener('change', () => void picker.load());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    message.textContent = picker.error.textContent = '';
    const start = picker.chosen();
    if (!start) return void (message.textContent = picker.error.textContent = t.chooseTime);
    submit.disabled = true;
    submit.textContent = t.moving;
    const res = await post('/api/bookings/reschedule', { booking: b.id, sig, start, provider_id: provider.value });
    submit.disabled = false;
    submit.textContent = t.move;
    if (res.status === 200 && res.body?.start)
      return done(t.moved(formatBookingTime(res.body.start, b.time_zone, b.language)));
    if (res.status === 409 && res.body?.alternatives) {
      picker.show(res.body.alternatives, true);
      message.textContent = picker.error.textContent = t.taken;
      return;
    }
    message.textContent = res.status === 429 ? t.tooManyChanges : (res.message ?? t.changeFailed);
  });
  void picker.load();
  return box;
}

/** How to reach the business after the deadline: only what its owner gave on the listing. */
function contactList(b: CustomerBookingAnswer, t: BookingText): HTMLElement {
  const list = el('ul', undefined, 'booking-contact');
  const link = (label: string, text: string, href: string) => {
    const a = el('a', text);
    a.setAttribute('href', href);
    const li = el('li', `${label}: `);
    li.append(a);
    list.append(li);
  };
  const c = b.contact;
  if (c.phone) link(t.phoneLine, c.phone, `tel:${c.phone.replace(/[^0-9+]/g, '')}`);
  if (c.website_url) link(t.website, c.website_url, c.website_url);
  if (c.address) list.append(el('li', `${t.address}: ${c.address}`));
  const page = el('a', t.listingPage);
  page.setAttribute('href', b.language === 'fr' ? directoryPathIn('fr', c.listing_path) : c.listing_path);
  list.append(el('li'));
  list.lastElementChild!.append(page);
  return list;
}

/** What follows a confirmed booking's summary: the two actions, or the deadline passed and how to reach them. */
export function manageBooking(b: CustomerBookingAnswer, t: BookingText, sig: string, done: Done): HTMLElement {
  const box = el('div', undefined, 'booking-manage');
  const until = formatBookingTime(b.terms.change_until, b.time_zone, b.language);
  if (!b.terms.can_cancel) {
    box.append(el('p', t.closed(until)), el('p', t.contact(b.business_name)), contactList(b, t));
    const deposit = formatMoney(b.deposit_cents, b.language);
    if (b.terms.deposit_if_cancelled !== 'none')
      box.append(el('p', t.lateDeposit(deposit, b.terms.deposit_if_cancelled === 'kept')));
    return box;
  }
  const actions = el('div', undefined, 'booking-actions');
  const back = () => {
    box.replaceChildren(...buttons());
    (actions.firstElementChild as HTMLElement | null)?.focus();
  };
  const buttons = () => [el('p', t.changeUntil(until)), actions];
  if (b.terms.can_reschedule) {
    const another = button(t.chooseAnother, true);
    another.addEventListener('click', () => box.replaceChildren(reschedulePanel(b, t, sig, back, done)));
    actions.append(another);
  }
  const cancel = button(t.cancelBooking);
  cancel.addEventListener('click', () => box.replaceChildren(cancelPanel(b, t, sig, back, done)));
  actions.append(cancel);
  box.append(...buttons());
  return box;
}
