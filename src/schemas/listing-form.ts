/**
 * The owner's listing form (the FREE choice at checkout and /dashboard/my-business): one schema for
 * the island and PUT /api/business/listing. Empty optional fields are absent (undefined).
 */
import { z } from 'zod';
import { PROVINCES } from '../shared/locations.ts';
import { MAX_LISTING_IMAGES, IMAGE_COUNT_MESSAGE } from '../shared/images.ts';
import { text } from './text.ts';
import { WEEKDAYS, type Weekday } from './seed.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value === null ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const required = (message: string) => z.preprocess(blankToUndefined, text({ error: message }));

const link = optional(
  text()
    .max(200, 'A link must be a maximum of 200 characters.')
    .regex(/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i, 'Please enter a full link such as https://facebook.com/yourbusiness'),
);

const time = text({ error: 'Please enter a time such as 09:00.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time such as 09:00.');
/** One day: opening and closing times, or null when closed. */
const day = z.object({ open: time, close: time }).nullable().optional();
const hours = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, typeof day>);

/** Listing photos are our own uploads (or photos the listing already had): site paths, never other hosts. */
const imageUrl = text()
  .max(300)
  .regex(/^\/(?!.*\.\.)[A-Za-z0-9/_.-]+\.(jpe?g|png|webp|gif|svg)$/i, 'This image address is not one of your uploads.');

export const PROVINCE_CODES = Object.keys(PROVINCES) as [string, ...string[]];

export const listingFormSchema = z.object({
  business_name: required('Please enter the name customers know your business by.')
    .pipe(text().min(2, 'Your display name must be at least 2 characters.').max(80, 'Your display name must be a maximum of 80 characters.'))
    .pipe(text().regex(/^[^<>{}\p{Cc}]+$/u, 'Your display name may not contain < > { } characters.')),
  category: optional(text().min(2, 'Your category must be at least 2 characters.').max(40, 'Your category must be a maximum of 40 characters.')),
  business_description: optional(text().max(1000, 'Your description must be a maximum of 1000 characters.')),
  business_phone_number: optional(
    text()
      .min(7, 'Your contact number must be a minimum of 7 characters.')
      .max(15, 'Your contact number must be a maximum of 15 characters.')
      .regex(/^[0-9+\-() ]+$/, 'Your contact number may only contain numbers, spaces, and the symbols +, -, ().'),
  ),
  street_address: optional(text().max(120, 'Your street address must be a maximum of 120 characters.')),
  city: required('Please enter your city.').pipe(text().max(80, 'Your city must be a maximum of 80 characters.')),
  state_code: z.enum(PROVINCE_CODES, { error: 'Please choose your province or territory.' }),
  postal_code: optional(text().regex(/^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/, 'Please enter a postal code such as T5J 0N3.')),
  social: z.object({ facebook: link, instagram: link, linkedin: link }).default({}),
  hours: hours.default({}),
  images: z.array(z.object({ url: imageUrl })).max(MAX_LISTING_IMAGES, IMAGE_COUNT_MESSAGE).default([]),
  email_opt_in: z.boolean().default(false),
});

export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingForm = z.output<typeof listingFormSchema>;

/** First message per field path ('city', 'social.facebook', 'hours.monday.open'), for the form. */
export function listingFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
