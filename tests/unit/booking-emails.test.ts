// Booking emails and .ics (issue 41): both languages, the time labelled with the business's zone, the .ics parsed
// by a real parser (ical.js), and deposits by kind.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { bookingEmail, type BookingEmailData } from '../../src/server/bookings/booking-emails.ts';
import { writeBookingsIcs } from '../../src/server/bookings/booking-ics.ts';
import { depositCents } from '../../src/server/bookings/deposits.ts';
import { formatBookingTime } from '../../src/shared/booking-time.ts';

const ics = writeBookingsIcs(
  'Salon Élise',
  [
    {
      id: 'b1',
      summary: 'Coupe — Salon Élise, rue Water; « deluxe »',
      description: 'Avec Élise\nBring your own towel, please',
      location: '12 Water St, St. John’s',
      start: '2026-07-02T12:30:00.000Z',
      end: '2026-07-02T13:30:00.000Z',
      cancelled: false,
      sequence: 3,
      updated_at: '2026-06-01T10:00:00.000Z',
    },
  ],
  'mainstreet.example',
);

const data = (over: Partial<BookingEmailData> = {}): BookingEmailData => ({
  kind: 'confirmed',
  lang: 'en',
  customerName: 'Ada <b>',
  businessName: 'Salon Élise',
  serviceName: 'Haircut',
  providerName: 'Élise',
  when: formatBookingTime('2026-07-02T12:30:00.000Z', 'America/St_Johns', 'en'),
  address: '12 Water St',
  changeUntil: 'Wednesday, July 1, 2026 at 10:00 a.m. (Newfoundland Time)',
  reviewUrl: 'http://localhost:8888/directory/canada/newfoundland-and-labrador/st-johns/salon-elise/#reviews-heading',
  manageUrl: 'http://localhost:8888/book/?booking=b1&sig=abc',
  ics,
  ...over,
});

describe('booking .ics', () => {
  it('parses with ical.js: UTC times, escaped text, sequence, location', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('booking-b1@mainstreet.example');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-02T12:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-02T13:30:00.000Z');
    expect(event.summary).toBe('Coupe — Salon Élise, rue Water; « deluxe »');
    expect(event.description).toBe('Avec Élise\nBring your own towel, please');
    expect(event.location).toBe('12 Water St, St. John’s');
    expect(event.sequence).toBe(3);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});

describe('booking emails', () => {
  it('English: the time in the business zone, labelled; the policy; the .ics attached; names escaped', () => {
    const email = bookingEmail(data());
    expect(email.subject).toBe('Booked: Haircut at Salon Élise');
    expect(email.text).toContain('When: Thursday, July 2, 2026 at 10:00 a.m. (Newfoundland Time)');
    expect(email.text).toContain(
      'To cancel it or choose another time, open your booking before Wednesday, July 1, 2026 at 10:00 a.m. ' +
        '(Newfoundland Time): http://localhost:8888/book/?booking=b1&sig=abc',
    );
    expect(email.actionUrl).toBe('http://localhost:8888/book/?booking=b1&sig=abc');
    expect(email.html).toContain('Hello Ada &lt;b&gt;,');
    expect(email.attachments).toEqual([{ filename: 'booking.ics', content: ics, contentType: 'text/calendar' }]);
  });

  it('French, and the review request links to the listing with no .ics', () => {
    const when = formatBookingTime('2026-07-02T12:30:00.000Z', 'America/St_Johns', 'fr');
    const fr = bookingEmail(data({ lang: 'fr', kind: 'rescheduled', when }));
    expect(fr.subject).toBe('Nouvel horaire : Haircut chez Salon Élise');
    expect(fr.text).toContain('Quand : jeudi 2 juillet 2026 à 10 h 00 (heure de Terre-Neuve)');
    expect(fr.text).toContain('ouvrez votre réservation avant le Wednesday'); // the caller formats it in French
    const late = bookingEmail(data({ kind: 'reminder', changeUntil: null }));
    expect(late.text).toContain('Your booking: http://localhost:8888/book/?booking=b1&sig=abc');
    expect(late.text).not.toContain('To cancel it');
    const cancelled = bookingEmail(data({ kind: 'cancelled', refundedDeposit: '$15.00', ics: undefined }));
    expect(cancelled.text).toContain('Your deposit of $15.00 is refunded to your card.');
    expect(cancelled.text).toContain('Your booking: http://localhost:8888/book/');
    expect(cancelled.text).not.toContain('To cancel it');
    const review = bookingEmail(data({ kind: 'review', ics: undefined }));
    expect(review.subject).toBe('How was your visit to Salon Élise?');
    expect(review.actionUrl).toContain('#reviews-heading');
    expect(review.attachments).toBeUndefined();
  });
});

describe('deposits', () => {
  it('none, a fixed amount, or a percentage of the price rounded to the cent', () => {
    expect(depositCents({ deposit_kind: 'none', deposit_value: 0, price_cents: 4500 })).toBe(0);
    expect(depositCents({ deposit_kind: 'fixed', deposit_value: 2000, price_cents: 4500 })).toBe(2000);
    expect(depositCents({ deposit_kind: 'percent', deposit_value: 25, price_cents: 4550 })).toBe(1138);
  });
});
