/**
 * The owner's listing form (the FREE choice at checkout and /dashboard/my-business): one schema for
 * the island and PUT /api/business/listing. Empty optional fields are absent (undefined).
 */
import { preprocess, z } from './z.ts';
import { PROVINCES } from '../shared/locations.ts';
import { MAX_LISTING_IMAGES, IMAGE_COUNT_MESSAGE } from '../shared/images.ts';
import { text } from './text.ts';
import { WEEKDAYS, type Weekday } from './seed.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value === null ? undefined : value;
const optional = <T extends z.ZodMiniType>(schema: T) => preprocess(blankToUndefined, z.optional(schema));
const required = (message: string) => preprocess(blankToUndefined, text({ error: message }));

const link = optional(
  text().check(
    z.maxLength(200, 'A link must be a maximum of 200 characters.'),
    z.regex(
      /^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i,
      'Please enter a full link such as https://facebook.com/yourbusiness',
    ),
  ),
);

const time = text({ error: 'Please enter a time such as 09:00.' }).check(
  z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time such as 09:00.'),
);
/** One day: opening and closing times, or null when closed. */
const day = z.optional(z.nullable(z.object({ open: time, close: time })));
const hours = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, typeof day>);

/** Listing photos are our own uploads (or photos the listing already had): site paths, never other hosts. */
const imageUrl = text().check(
  z.maxLength(300),
  z.regex(
    /^\/(?!.*\.\.)[A-Za-z0-9/_.-]+\.(jpe?g|png|webp|gif|svg)$/i,
    'This image address is not one of your uploads.',
  ),
);

export const PROVINCE_CODES = Object.keys(PROVINCES) as [string, ...string[]];

export const listingFormSchema = z.object({
  business_name: z.pipe(
    z.pipe(
      required('Please enter the name customers know your business by.'),
      text().check(
        z.minLength(2, 'Your display name must be at least 2 characters.'),
        z.maxLength(80, 'Your display name must be a maximum of 80 characters.'),
      ),
    ),
    text().check(z.regex(/^[^<>{}\p{Cc}]+$/u, 'Your display name may not contain < > { } characters.')),
  ),
  category: optional(
    text().check(
      z.minLength(2, 'Your category must be at least 2 characters.'),
      z.maxLength(40, 'Your category must be a maximum of 40 characters.'),
    ),
  ),
  business_description: optional(
    text().check(z.maxLength(1000, 'Your description must be a maximum of 1000 characters.')),
  ),
  business_phone_number: optional(
    text().check(
      z.minLength(7, 'Your contact number must be a minimum of 7 characters.'),
      z.maxLength(15, 'Your contact number must be a maximum of 15 characters.'),
      z.regex(/^[0-9+\-() ]+$/, 'Your contact number may only contain numbers, spaces, and the symbols +, -, ().'),
    ),
  ),
  street_address: optional(text().check(z.maxLength(120, 'Your street address must be a maximum of 120 characters.'))),
  city: z.pipe(
    required('Please enter your city.'),
    text().check(z.maxLength(80, 'Your city must be a maximum of 80 characters.')),
  ),
  state_code: z.enum(PROVINCE_CODES, { error: 'Please choose your province or territory.' }),
  postal_code: optional(
    text().check(z.regex(/^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/, 'Please enter a postal code such as T5J 0N3.')),
  ),
  social: z._default(z.object({ facebook: link, instagram: link, linkedin: link }), {}),
  hours: z._default(hours, {}),
  images: z._default(
    z.array(z.object({ url: imageUrl })).check(z.maxLength(MAX_LISTING_IMAGES, IMAGE_COUNT_MESSAGE)),
    [],
  ),
  email_opt_in: z._default(z.boolean(), false),
});

export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingForm = z.output<typeof listingFormSchema>;

/** First message per field path ('city', 'social.facebook', 'hours.monday.open'), for the form. */
export function listingFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
