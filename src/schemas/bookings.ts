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

/** The booking form's first question: which business (its listing). */
export const bookingOptionsQuerySchema = z.object({ listing: slug });

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

/** A customer's signed link: the booking and its signature (the page, cancel and reschedule). */
export const bookingLinkSchema = z.object({
  booking: dbId({ error: 'This link is not valid.' }),
  sig: text().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.')),
});
/** Another time for the same service: a free slot, with the same person, another one, or anyone. */
export const customerRescheduleSchema = z.extend(bookingLinkSchema, {
  start: instant,
  provider_id: z._default(providerChoice, 'anyone'),
});
export type CustomerReschedule = z.infer<typeof customerRescheduleSchema>;

export const calendarQuerySchema = z.object({ from: day, to: day });

/**
 * The free times the owner's calendar offers (a new booking, or a move: then `booking` is the one being moved,
 * whose own time counts as free). Staff see only their own time.
 */
export const calendarSlotsQuerySchema = z.object({
  service: dbId({ error: 'Choose a service.' }),
  provider: z._default(providerChoice, 'anyone'),
  date: day,
  booking: z.optional(dbId()),
});
export type CalendarSlotsQuery = z.infer<typeof calendarSlotsQuerySchema>;

/**
 * A booking the owner takes for a customer (on the phone, at the counter): no deposit is taken online, the note
 * can say one was paid. The email is required: the bookings table needs one for every appointment (0037), and it
 * is where the confirmation with its .ics goes.
 */
const ownerBookingFields = {
  service_id: dbId({ error: 'Choose a service.' }),
  provider_id: z._default(providerChoice, 'anyone'),
  start: instant,
  name: bookingRequestSchema.shape.name,
  email: bookingRequestSchema.shape.email,
  phone: z._default(
    text().check(
      z.trim(),
      z.regex(/^([0-9+().\- ]{7,20})?$/, 'Please enter a phone number of 7 to 20 digits, spaces or dashes.'),
    ),
    '',
  ),
  language: z._default(z.enum(['en', 'fr']), 'en'),
  note: bookingRequestSchema.shape.note,
};

/** The owner's actions on one booking from the calendar. */
export const calendarActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), ...ownerBookingFields }),
  z.object({ action: z.literal('move'), booking_id: dbId(), start: instant, provider_id: z.optional(dbId()) }),
  // A paid deposit goes back unless the owner keeps it (a customer who cancelled late by phone, per the policy).
  z.object({ action: z.literal('cancel'), booking_id: dbId(), refund_deposit: z._default(z.boolean(), true) }),
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

/** Canada's time zones, as the owner confirms or changes the one set from the province. */
export const CANADIAN_TIME_ZONES = [
  'America/St_Johns',
  'America/Halifax',
  'America/Glace_Bay',
  'America/Moncton',
  'America/Goose_Bay',
  'America/Toronto',
  'America/Iqaluit',
  'America/Atikokan',
  'America/Winnipeg',
  'America/Rankin_Inlet',
  'America/Regina',
  'America/Swift_Current',
  'America/Edmonton',
  'America/Cambridge_Bay',
  'America/Inuvik',
  'America/Vancouver',
  'America/Fort_Nelson',
  'America/Dawson_Creek',
  'America/Creston',
  'America/Whitehorse',
  'America/Dawson',
] as const;

const wallTime = text().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:30.'));
const minutes = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a whole number.` })
    .check(
      z.int(`${what} must be a whole number.`),
      z.gte(min, `${what} must be at least ${min}.`),
      z.lte(max, `${what} must be at most ${max}.`),
    );

/** The owner's setup of bookings, one action at a time. */
export const bookingSetupSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('settings'),
    time_zone: z.enum(CANADIAN_TIME_ZONES, 'Choose a Canadian time zone.'),
    min_notice_minutes: minutes(0, 20160, 'Minimum notice'),
    horizon_days: minutes(1, 365, 'How far ahead'),
    slot_step_minutes: z.union(
      [5, 10, 15, 20, 30, 60].map((n) => z.literal(n)),
      'Choose 5, 10, 15, 20, 30 or 60.',
    ),
    close_on_holidays: z.boolean(),
    reminder_hours: minutes(0, 168, 'Reminder hours'),
    review_requests: z.boolean(),
  }),
  z.object({
    action: z.literal('provider'),
    kind: z.enum(['member', 'resource']),
    user_id: z.optional(dbId()),
    name: text().check(z.trim(), z.minLength(1, 'Give a name.'), z.maxLength(60, 'At most 60 characters.')),
  }),
  z
    .object({
      action: z.literal('service'),
      service_slug: text().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose one of your services.')),
      name: text().check(z.trim(), z.minLength(2, 'At least 2 characters.'), z.maxLength(80, 'At most 80 characters.')),
      duration_minutes: minutes(5, 720, 'Duration'),
      buffer_minutes: minutes(0, 240, 'Buffer'),
      price_cents: minutes(0, 10_000_000, 'Price'),
      deposit_kind: z.enum(['none', 'fixed', 'percent']),
      deposit_value: minutes(0, 10_000_000, 'Deposit'),
      capacity: minutes(1, 200, 'Capacity'),
      cancel_until_hours: minutes(0, 720, 'Cancellation notice'),
      late_deposit: z.enum(['kept', 'refunded']),
      active: z._default(z.boolean(), true),
      provider_ids: z.array(dbId()).check(z.minLength(1, 'Choose who does it.'), z.maxLength(50)),
    })
    .check(
      z.refine(
        (s) =>
          (s.deposit_kind === 'none' && s.deposit_value === 0) ||
          (s.deposit_kind === 'fixed' && s.deposit_value >= 1 && s.deposit_value <= s.price_cents) ||
          (s.deposit_kind === 'percent' && s.deposit_value >= 1 && s.deposit_value <= 100),
        {
          message: 'A deposit is 0 for none, 1 cent up to the price when fixed, or 1 to 100 when a percentage.',
          path: ['deposit_value'],
        },
      ),
    ),
  z.object({
    action: z.literal('hours'),
    provider_id: dbId(),
    /** Replaces the provider's weekly hours; an empty list means the listing's opening hours. */
    hours: z.array(z.object({ weekday: minutes(1, 7, 'Weekday'), opens: wallTime, closes: wallTime })).check(
      z.maxLength(28),
      z.refine((h) => h.every((x) => x.closes > x.opens), 'Each closing time must be after its opening time.'),
    ),
  }),
  z.object({
    action: z.literal('exception'),
    provider_id: z.nullable(dbId()),
    starts_on: day,
    ends_on: day,
    note: z._default(text().check(z.maxLength(120, 'At most 120 characters.')), ''),
  }),
  z.object({ action: z.literal('remove_exception'), exception_id: dbId() }),
  /** A person or resource stops taking bookings: refused while they have upcoming bookings. */
  z.object({ action: z.literal('remove_provider'), provider_id: dbId() }),
  /** Bookable or not, keeping the service's settings: off, customers can no longer book it. */
  z.object({ action: z.literal('service_active'), service_id: dbId(), active: z.boolean() }),
]);
export type BookingSetup = z.infer<typeof bookingSetupSchema>;
