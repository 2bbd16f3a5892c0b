/**
 * The listing form's own state and its conversion to the shared schema's body (and back). The
 * island edits `ListingFormState`; `validateListing` turns it into the exact body the function
 * validates with the same schema. Pure.
 */
import {
  listingFieldErrors,
  listingFormSchema,
  type ListingForm,
  type ListingFormInput,
} from '../../schemas/listing-form.ts';
import { WEEKDAYS, type Weekday } from '../../schemas/seed.ts';

export interface DayState {
  open: boolean;
  from: string;
  to: string;
}

export interface ListingFormState {
  business_name: string;
  category: string;
  business_description: string;
  business_phone_number: string;
  street_address: string;
  city: string;
  state_code: string;
  postal_code: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  showHours: boolean;
  hours: Record<Weekday, DayState>;
  images: { url: string }[];
  email_opt_in: boolean;
}

const defaultDay = (day: Weekday): DayState => ({ open: day !== 'sunday', from: '09:00', to: '17:00' });

export function emptyListingState(businessName = ''): ListingFormState {
  return {
    business_name: businessName,
    category: '',
    business_description: '',
    business_phone_number: '',
    street_address: '',
    city: '',
    state_code: '',
    postal_code: '',
    facebook: '',
    instagram: '',
    linkedin: '',
    showHours: false,
    hours: Object.fromEntries(WEEKDAYS.map((d) => [d, defaultDay(d)])) as Record<Weekday, DayState>,
    images: [],
    email_opt_in: false,
  };
}

export function listingStateFrom(form: ListingForm): ListingFormState {
  const base = emptyListingState(form.business_name);
  const hasHours = WEEKDAYS.some((d) => form.hours[d] !== undefined);
  return {
    ...base,
    category: form.category ?? '',
    business_description: form.business_description ?? '',
    business_phone_number: form.business_phone_number ?? '',
    street_address: form.street_address ?? '',
    city: form.city,
    state_code: form.state_code,
    postal_code: form.postal_code ?? '',
    facebook: form.social.facebook ?? '',
    instagram: form.social.instagram ?? '',
    linkedin: form.social.linkedin ?? '',
    showHours: hasHours,
    hours: Object.fromEntries(
      WEEKDAYS.map((d) => {
        const day = form.hours[d];
        return [
          d,
          day
            ? { open: true, from: day.open, to: day.close }
            : hasHours
              ? { ...defaultDay(d), open: false }
              : defaultDay(d),
        ];
      }),
    ) as Record<Weekday, DayState>,
    images: form.images,
    email_opt_in: form.email_opt_in,
  };
}

export function listingBody(state: ListingFormState): ListingFormInput {
  return {
    business_name: state.business_name,
    category: state.category,
    business_description: state.business_description,
    business_phone_number: state.business_phone_number,
    street_address: state.street_address,
    city: state.city,
    state_code: state.state_code,
    postal_code: state.postal_code,
    social: { facebook: state.facebook, instagram: state.instagram, linkedin: state.linkedin },
    hours: state.showHours
      ? Object.fromEntries(
          WEEKDAYS.map((d) => [
            d,
            state.hours[d].open ? { open: state.hours[d].from, close: state.hours[d].to } : null,
          ]),
        )
      : {},
    images: state.images,
    email_opt_in: state.email_opt_in,
  };
}

/** Form-field names for schema paths: 'social.facebook' -> 'facebook'; hours paths stay as they are. */
function fieldKey(path: string): string {
  return path.startsWith('social.') ? path.slice('social.'.length) : path.replace(/^images\.\d+\.url$/, 'images');
}

export function validateListing(
  state: ListingFormState,
): { ok: true; body: ListingFormInput } | { ok: false; errors: Record<string, string> } {
  const body = listingBody(state);
  const result = listingFormSchema.safeParse(body);
  if (result.success) return { ok: true, body };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(listingFieldErrors(result.error))) errors[fieldKey(path)] ??= message;
  return { ok: false, errors };
}
