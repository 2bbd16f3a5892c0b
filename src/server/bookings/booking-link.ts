/**
 * The customer's signed link to their booking (issue 41): `/book/?booking={id}&sig={sig}`, an HMAC of the id under
 * a key derived for this one purpose from the session secret, as the shop's order links. It signs the id only, so
 * every email's link shows the booking as it is now; it stops working once the visit has ended (customer-booking.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { deriveKey } from '../session-secret.ts';
import { BOOKING_PAGE_PATH } from './listing-booking.ts';

export const BAD_BOOKING_LINK = 'This booking link is not valid.';

export function bookingLinkSig(bookingId: string): string {
  return createHmac('sha256', deriveKey(getEnv().sessionSecret, 'booking-link'))
    .update(`booking:${bookingId}`)
    .digest('base64url');
}

function verifyBookingLinkSig(bookingId: string, sig: string): boolean {
  const expected = Buffer.from(bookingLinkSig(bookingId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A forged or edited link: 404, before anything is read or written. */
export function requireBookingLink(bookingId: string, sig: string): void {
  if (!verifyBookingLinkSig(bookingId, sig)) throw new HttpError(404, 'not_found', BAD_BOOKING_LINK);
}

/** The customer's page for a booking, relative to the platform (pay, confirmation, cancel and new time). */
export const bookingPagePath = (bookingId: string) =>
  `${BOOKING_PAGE_PATH}?${new URLSearchParams({ booking: bookingId, sig: bookingLinkSig(bookingId) })}`;
