/**
 * The free times of one day as radio buttons under 'Free times (Eastern Time)' (the business's zone, labelled),
 * from `GET /api/bookings/slots`; a day without any offers the next free day within two weeks. Shared by the
 * booking form and the customer's 'Choose another time' (issue 41). Plain DOM.
 */
import type { SlotOut } from '../../schemas/bookings.ts';
import { formatBookingTime, formatSlotTime, zoneLabel } from '../../shared/booking-time.ts';
import type { BookingText } from './booking-text.ts';
import { el, getJson } from './booking-dom.ts';

export interface SlotPickerSetup {
  listing: string;
  lang: 'en' | 'fr';
  t: BookingText;
  timeZone: string;
  day: HTMLInputElement;
  service: () => string;
  provider: () => string;
}

/** A local day ('2026-12-03') as 'Thursday, December 3, 2026'. */
const formatDay = (date: string, lang: 'en' | 'fr') =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

export const todayIn = (timeZone: string, plus = 0) =>
  new Date(Date.now() + plus * 86_400_000).toLocaleDateString('en-CA', { timeZone });

export function slotPicker(o: SlotPickerSetup) {
  const { t, lang, day } = o;
  const fieldset = el('fieldset', undefined, 'booking-times');
  const list = el('div', undefined, 'slot-list');
  list.setAttribute('aria-live', 'polite');
  const error = el('p', '', 'form-error');
  error.id = 'start-error';
  fieldset.append(el('legend', t.times(zoneLabel(o.timeZone, lang))), list, error);

  function show(slots: SlotOut[], withDay = false) {
    list.replaceChildren();
    for (const s of slots) {
      const label = el('label', undefined, 'slot');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'start';
      radio.value = s.start;
      const time = withDay ? formatBookingTime(s.start, o.timeZone, lang) : formatSlotTime(s.start, o.timeZone, lang);
      label.append(radio, ` ${time}`);
      list.append(label);
    }
  }

  let asked = 0;
  async function load() {
    const mine = ++asked;
    error.textContent = '';
    list.replaceChildren(el('p', t.loadingTimes, 'muted'));
    const slotsFor = (date: string) => {
      const q = new URLSearchParams({ listing: o.listing, service: o.service(), provider: o.provider(), date });
      return getJson<{ slots: SlotOut[] }>(`/api/bookings/slots?${q}`);
    };
    const res = await slotsFor(day.value);
    if (mine !== asked) return;
    if (!res.body) return list.replaceChildren(el('p', res.message ?? t.loadFailed, 'form-error'));
    if (res.body.slots.length > 0) return show(res.body.slots);
    const empty = el('p', t.noTimes);
    list.replaceChildren(empty);
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
          void load();
        });
        return list.replaceChildren(empty, go);
      }
    }
    list.replaceChildren(empty, el('p', t.noneSoon));
  }

  /** The chosen time, or ''. */
  const chosen = () => fieldset.querySelector<HTMLInputElement>('input[name=start]:checked')?.value ?? '';
  return { fieldset, error, show, load, chosen };
}
