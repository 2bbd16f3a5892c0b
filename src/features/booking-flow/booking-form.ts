/**
 * The customer's booking form (issue 41) on `/book/?listing={slug}&service={id}&lang=fr`: service → person or
 * anyone → day → free time (in the business's zone, labelled) → name, email, phone, checked with the same schema
 * as `POST /api/bookings`. A deposit goes on to the pay page (the booking's signed link); a time someone else took
 * meanwhile (409) offers the nearest free times and keeps what was typed. Plain DOM, no framework.
 */
import { z } from '../../schemas/z.ts';
import { bookingRequestSchema, type SlotOut } from '../../schemas/bookings.ts';
import { formatMoney } from '../../shared/money.ts';
import { formatBookingTime, formatSlotTime, zoneLabel } from '../../shared/booking-time.ts';
import type { BookingText } from './booking-text.ts';
import { el, field, getJson, show } from './booking-dom.ts';

interface Options {
  listing: string;
  business_name: string;
  time_zone: string;
  horizon_days: number;
  services: {
    id: string;
    name: string;
    duration_minutes: number;
    price_cents: number;
    deposit_cents: number;
    providers: { id: string; name: string }[];
  }[];
}

/** A local day ('2026-12-03') as 'Thursday, December 3, 2026'. */
const formatDay = (date: string, lang: 'en' | 'fr') =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

const todayIn = (timeZone: string, plus = 0) =>
  new Date(Date.now() + plus * 86_400_000).toLocaleDateString('en-CA', { timeZone });

export async function bookingForm(root: HTMLElement, listing: string, lang: 'en' | 'fr', t: BookingText) {
  const loaded = await getJson<Options>(`/api/bookings/options?listing=${encodeURIComponent(listing)}`);
  if (loaded.status === 404 || loaded.status === 400) return show(root, el('h1', t.title), el('p', t.notBookable));
  if (!loaded.body) {
    const retry = el('button', t.retry, 'btn');
    retry.addEventListener('click', () => void bookingForm(root, listing, lang, t));
    return show(root, el('h1', t.title), el('p', t.loadFailed, 'form-error'), retry);
  }
  const o = loaded.body;
  const money = (cents: number) => formatMoney(cents, lang);
  const form = el('form', undefined, 'booking-form') as HTMLFormElement;
  form.noValidate = true;

  const service = field(form, 'service', t.service, 'select') as HTMLSelectElement;
  for (const s of o.services) {
    const bits = [t.minutes(s.duration_minutes), money(s.price_cents)];
    if (s.deposit_cents > 0) bits.push(t.deposit(money(s.deposit_cents)));
    service.append(new Option(`${s.name} (${bits.join(', ')})`, s.id));
  }
  const wanted = new URLSearchParams(location.search).get('service');
  if (wanted && o.services.some((s) => s.id === wanted)) service.value = wanted;
  const provider = field(form, 'provider_id', t.provider, 'select') as HTMLSelectElement;
  const day = field(form, 'date', t.day, 'input') as HTMLInputElement;
  day.type = 'date';
  day.min = todayIn(o.time_zone);
  day.max = todayIn(o.time_zone, o.horizon_days);
  day.value = day.min;

  const times = el('fieldset', undefined, 'booking-times');
  const legend = el('legend', t.times(zoneLabel(o.time_zone, lang)));
  const slotList = el('div', undefined, 'slot-list');
  slotList.setAttribute('aria-live', 'polite');
  const slotError = el('p', '', 'form-error');
  slotError.id = 'start-error';
  times.append(legend, slotList, slotError);
  form.append(times);

  const details = el('fieldset', undefined, 'booking-details');
  details.append(el('legend', t.yourDetails));
  form.append(details);
  const name = field(details, 'name', t.name, 'input') as HTMLInputElement;
  name.autocomplete = 'name';
  const email = field(details, 'email', t.email, 'input') as HTMLInputElement;
  email.type = 'email';
  email.autocomplete = 'email';
  const phone = field(details, 'phone', t.phone, 'input') as HTMLInputElement;
  phone.type = 'tel';
  phone.autocomplete = 'tel';
  const review = document.createElement('input');
  review.type = 'checkbox';
  review.checked = true;
  review.id = 'booking-review';
  const reviewLabel = el('label', undefined, 'check');
  reviewLabel.append(review, ` ${t.reviewRequest}`);
  details.append(reviewLabel);

  const message = el('p', '', 'form-error');
  message.setAttribute('role', 'alert');
  const submit = el('button', t.book, 'btn btn-primary') as HTMLButtonElement;
  submit.type = 'submit';
  form.append(message, submit);

  const current = () => o.services.find((s) => s.id === service.value)!;
  function fillProviders() {
    provider.replaceChildren(new Option(t.anyone, 'anyone'));
    for (const p of current().providers) provider.append(new Option(p.name, p.id));
  }

  function showSlots(slots: SlotOut[], withDay = false) {
    slotList.replaceChildren();
    for (const s of slots) {
      const label = el('label', undefined, 'slot');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'start';
      radio.value = s.start;
      label.append(
        radio,
        ` ${withDay ? formatBookingTime(s.start, o.time_zone, lang) : formatSlotTime(s.start, o.time_zone, lang)}`,
      );
      slotList.append(label);
    }
  }

  let asked = 0;
  async function loadSlots() {
    const mine = ++asked;
    slotError.textContent = '';
    slotList.replaceChildren(el('p', t.loadingTimes, 'muted'));
    const slotsFor = (date: string) => {
      const q = new URLSearchParams({ listing, service: service.value, provider: provider.value, date });
      return getJson<{ slots: SlotOut[] }>(`/api/bookings/slots?${q}`);
    };
    const res = await slotsFor(day.value);
    if (mine !== asked) return;
    if (!res.body) return slotList.replaceChildren(el('p', res.message ?? t.loadFailed, 'form-error'));
    if (res.body.slots.length > 0) return showSlots(res.body.slots);
    const empty = el('p', t.noTimes);
    slotList.replaceChildren(empty);
    // The next free day within two weeks (and the horizon), one day at a time.
    for (let i = 1; i <= 14; i++) {
      const next = new Date(Date.parse(`${day.value}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      if (next > day.max) break;
      const r = await slotsFor(next);
      if (mine !== asked) return;
      if (r.body && r.body.slots.length > 0) {
        const go = el('button', t.nextFreeDay(formatDay(next, lang)), 'btn');
        go.setAttribute('type', 'button');
        go.addEventListener('click', () => {
          day.value = next;
          void loadSlots();
        });
        return slotList.replaceChildren(empty, go);
      }
    }
    slotList.replaceChildren(empty, el('p', t.noneSoon));
  }

  service.addEventListener('change', () => {
    fillProviders();
    void loadSlots();
  });
  provider.addEventListener('change', () => void loadSlots());
  day.addEventListener('change', () => void loadSlots());

  function showErrors(fields: Record<string, string[]>) {
    for (const [key, messages] of Object.entries(fields)) {
      const target = document.getElementById(`${key === 'start' ? 'start' : `booking-${key}`}-error`);
      if (target) target.textContent = messages[0] ?? '';
    }
    message.textContent = Object.values(fields)[0]?.[0] ?? '';
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const e of form.querySelectorAll('.form-error')) e.textContent = '';
    const start = form.querySelector<HTMLInputElement>('input[name=start]:checked')?.value ?? '';
    const body = {
      listing,
      service_id: service.value,
      provider_id: provider.value,
      start,
      name: name.value,
      email: email.value.trim(),
      phone: phone.value,
      language: lang,
      review_request: review.checked,
    };
    const parsed = z.safeParse(bookingRequestSchema, body);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
      if (fields.start) fields.start = [t.chooseTime];
      return showErrors(fields);
    }
    submit.disabled = true;
    submit.textContent = t.booking;
    const res = await getJson<{
      link?: string;
      alternatives?: SlotOut[];
      error?: { fields?: Record<string, string[]> };
    }>('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
    });
    submit.disabled = false;
    submit.textContent = t.book;
    if (res.status === 201 && res.body?.link) return location.assign(res.body.link + (lang === 'fr' ? '&lang=fr' : ''));
    if (res.status === 409 && res.body?.alternatives) {
      showSlots(res.body.alternatives, true);
      slotError.textContent = t.taken;
      message.textContent = t.taken;
      return;
    }
    if (res.status === 400 && res.body?.error?.fields) return showErrors(res.body.error.fields);
    message.textContent = res.status === 429 ? t.tooMany : (res.message ?? t.failed);
  });

  fillProviders();
  show(root, el('h1', t.title), el('p', t.at(o.business_name), 'muted'), form);
  void loadSlots();
}
