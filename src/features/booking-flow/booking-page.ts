/**
 * The customer's booking page (`/book/`, issue 41), one small script for its two uses: with `?listing=` the
 * booking form, with `?booking=&sig=` the booking itself (its deposit to pay, then the confirmation). The words
 * follow `?lang=fr` (the site's language), then the booking's own language.
 */
import { BOOKING_TEXT } from './booking-text.ts';
import { bookingForm } from './booking-form.ts';
import { bookingDone } from './booking-done.ts';

const root = document.getElementById('booking-app')!;
const params = new URLSearchParams(location.search);
const lang = params.get('lang') === 'fr' ? 'fr' : 'en';
document.documentElement.lang = lang;
const t = BOOKING_TEXT[lang];
const booking = params.get('booking');
if (booking) void bookingDone(root, booking, params.get('sig') ?? '', t);
else void bookingForm(root, params.get('listing') ?? '', lang, t);
