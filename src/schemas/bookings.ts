/**
 * Bookings (issue 41): the customer's slot query and booking form, and the owner's calendar actions. One schema
 * per body for the island and the function, with a message per field.
 */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { text } from './text.ts';

const day = text().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day such as 2026-12-31.'),
  z.refine((d) => new Date(`${d}T12:00:00Z`).toISOString().startsWith(d), 'Choose a real day.'),
);
const instant = text().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'Choose a time from the list.'),
  z.refine((t) => !Number.isNaN(Date.parse(t)), 'Choose a time from the list.'),
);
const slug = text().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'This business could not be found.'));
/** A provider's id, or 'anyone': the first free person or resource that does the service. */
const providerChoice = z.union([z.literal('anyone'), dbId({ error: 'Choose a person or “anyone”.' })]);

export const slotsQuerySchema = z.object({
  listing: slug,
  service: dbId({ error: 'Choose a service.' }),
  provider: z._default(providerChoice, 'anyone'),
  date: day,
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const bookingRequestSchema = z.object({
  listing: slug,
  service_id: dbId({ error: 'Choose a service.' }),
  provider_id: z._default(providerChoice, 'anyone'),
  start: instant,
  name: text().check(
    z.trim(),
    z.minLength(1, 'Please enter your name.'),
    z.maxLength(80, 'Your name must be at most 80 characters.'),
  ),
  email: z.email('Please enter a valid email address.').check(z.maxLength(254, 'Please enter a valid email address.')),
  phone: text().check(
    z.trim(),
    z.regex(/^[0-9+().\- ]{7,20}$/, 'Please enter a phone number of 7 to 20 digits, spaces or dashes.'),
  ),
  language: z._default(z.enum(['en', 'fr']), 'en'),
  note: z._default(text().check(z.maxLength(500, 'Your note must be at most 500 characters.')), ''),
  /** Unticked: no review request after the visit. */
  review_request: z._default(z.boolean(), true),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** A customer's signed link: the booking and its signature (cancel and reschedule). */
export const bookingLinkSchema = z.object({
  booking: dbId({ error: 'This link is not valid.' }),
  sig: text().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.')),
});
export const customerRescheduleSchema = z.extend(bookingLinkSchema, { start: instant });

export const calendarQuerySchema = z.object({ from: day, to: day });

/** The owner's actions on one booking from the calendar. */
export const calendarActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), booking_id: dbId(), start: instant, provider_id: z.optional(dbId()) }),
  z.object({ action: z.literal('cancel'), booking_id: dbId() }),
  z.object({ action: z.literal('no_show'), booking_id: dbId() }),
  z.object({ action: z.literal('completed'), booking_id: dbId() }),
  z.object({
    action: z.literal('block'),
    provider_id: dbId({ error: 'Choose whose time to block.' }),
    start: instant,
    end: instant,
    note: z._default(text().check(z.maxLength(500, 'The note must be at most 500 characters.')), ''),
  }),
]);
export type CalendarAction = z.infer<typeof calendarActionSchema>;

/** One free slot as the booking page shows it. */
export interface SlotOut {
  start: string;
  end: string;
  provider_id: string;
}
