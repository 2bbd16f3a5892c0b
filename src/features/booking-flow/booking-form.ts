/**
 * The customer's booking form (issue 41) on `/book/?listing={slug}&service={id}&lang=fr`: service → person or
 * anyone → day → free time (in the business's zone, labelled) → name, email, phone, checked with the same schema
 * as `POST /api/bookings`. A deposit goes on to the pay page (the booking's signed link); a time someone else took
 * meanwhile (409) offers the nearest free times and keeps what was typed. Plain DOM, no framework.
 */
import { z } from '../../schemas/z.ts';
import { bookingRequestSchema, type SlotOut } from '../../schemas/bookings.ts';
import { formatMoney } from '../../shared/money.ts';
import type { BookingText } from './booking-text.ts';
import { el, field, getJson, show } from './booking-dom.ts';
import { slotPicker, todayIn } from './slot-picker.ts';

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

  const picker = slotPicker({
    listing,
    lang,
    t,
    timeZone: o.time_zone,
    day,
    service: () => service.value,
    provider: () => provider.value,
  });
  form.append(picker.fieldset);

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

  service.addEventListener('change', () => {
    fillProviders();
    void picker.load();
  });
  provider.addEventListener('change', () => void picker.load());
  day.addEventListener('change', () => void picker.load());

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
    const start = picker.chosen();
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
      picker.show(res.body.alternatives, true);
      picker.error.textContent = t.taken;
      message.textContent = t.taken;
      return;
    }
    if (res.status === 400 && res.body?.error?.fields) return showErrors(res.body.error.fields);
    message.textContent = res.status === 429 ? t.tooMany : (res.message ?? t.failed);
  });

  fillProviders();
  show(root, el('h1', t.title), el('p', t.at(o.business_name), 'muted'), form);
  void picker.load();
}
