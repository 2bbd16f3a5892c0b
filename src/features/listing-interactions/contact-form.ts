/**
 * The review / message form's pure logic: validation with the shared schema (the §5 messages),
 * the §7 request, and what every answer means for the visitor. No I/O here.
 */
import {
  CONTACT_LIMITS,
  MESSAGE_FIELD_RULES,
  buildBlocMail,
  contactFormSchema,
  type ContactMode,
} from '../../schemas/contact.ts';
import {
  REVIEW_SUBMITTED,
  messageOutcome,
  reviewOutcome,
  type MessageDelivery,
  type ModerationReason,
  type ReviewStatusValue,
} from '../../shared/outcomes.ts';
import type { MessageKey, Messages } from '../../shared/i18n/en.ts';
import { messageOutcomeFrom, reviewOutcomeFrom } from '../../shared/i18n/outcomes-in.ts';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** 0 until a star is chosen. */
  rating: number;
  message: string;
}

export type FieldName = keyof ContactValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_VALUES: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  rating: 0,
  message: '',
};

export const FIELD_ORDER: FieldName[] = ['firstName', 'lastName', 'email', 'phoneNumber', 'rating', 'message'];

export const NETWORK_ERROR =
  'We could not reach Main Street. Check your connection and try again; what you wrote is still here.';
export const RATE_LIMITED =
  'You have sent several reviews or messages in a short time. Please wait 10 minutes and try again.';
export const SERVER_ERROR =
  'Something went wrong on our side. Please try again in a few minutes; what you wrote is still here.';
export const GONE = 'This business can no longer receive reviews or messages here.';

/**
 * The schema's English field messages (§5) and their catalogue keys (issue 31): a French page shows the
 * same check's message from its own catalogue, without shipping the English one.
 */
export const FIELD_MESSAGE_KEYS: Record<string, MessageKey> = {
  [MESSAGE_FIELD_RULES.firstName.required!]: 'v.firstNameRequired',
  [MESSAGE_FIELD_RULES.lastName.required!]: 'v.lastNameRequired',
  [MESSAGE_FIELD_RULES.firstName.maxMessage!]: 'v.firstNameMax',
  [MESSAGE_FIELD_RULES.lastName.maxMessage!]: 'v.lastNameMax',
  [MESSAGE_FIELD_RULES.email.required!]: 'v.emailRequired',
  [MESSAGE_FIELD_RULES.email.patternMessage!]: 'v.emailInvalid',
  [MESSAGE_FIELD_RULES.phoneNumber.patternMessage!]: 'v.phonePattern',
  [MESSAGE_FIELD_RULES.phoneNumber.maxMessage!]: 'v.phoneMax',
  [MESSAGE_FIELD_RULES.message.required!]: 'v.messageRequired',
  [MESSAGE_FIELD_RULES.message.maxMessage!]: 'v.messageMax',
  [`Message must be at most ${CONTACT_LIMITS.review} characters`]: 'v.reviewMax',
  'Rating must be at least 1': 'v.ratingMin',
  'Rating must be at most 5': 'v.ratingMax',
  'Rating must be a whole number of stars': 'v.ratingWhole',
};

/** A field message in the page's catalogue (English as given when there is none). */
export function fieldMessageIn(m: Messages | undefined, message: string): string {
  const key = FIELD_MESSAGE_KEYS[message];
  return m && key ? m[key] : message;
}

/** The values the schema checks for a mode (rating only for reviews). */
export function formInput(mode: ContactMode, v: ContactValues): Record<string, unknown> {
  const base = {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phoneNumber: v.phoneNumber,
    message: v.message,
  };
  return mode === 'review' ? { ...base, rating: v.rating || undefined } : base;
}

/** First message per field, from the same schema the function uses. */
export function validateContact(mode: ContactMode, values: ContactValues, m?: Messages): FieldErrors {
  const result = contactFormSchema(mode).safeParse(formInput(mode, values));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as FieldName;
    errors[key] ??= fieldMessageIn(m, issue.message);
  }
  return errors;
}

export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((f) => errors[f]);
}

export function requestBody(
  mode: ContactMode,
  listingId: string,
  businessName: string,
  values: ContactValues,
  language: 'en' | 'fr' = 'en',
) {
  return buildBlocMail({ mode, businessId: listingId, businessName, values: formInput(mode, values), language });
}

export type Outcome =
  | {
      kind: 'sent';
      mode: ContactMode;
      message: string;
      review?: { id: string; status: ReviewStatusValue; reason: ModerationReason | null };
    }
  | { kind: 'invalid'; errors: FieldErrors; message: string }
  | { kind: 'failed'; message: string };

interface ResponseBody {
  message?: string;
  delivery?: MessageDelivery;
  review?: { id: string; status: ReviewStatusValue; moderation_reason: ModerationReason | null };
  error?: { code?: string; message?: string; fields?: Record<string, string[]> };
}

/** What an answer from create-new-bloc-mail means for the visitor. */
export function interpretResponse(mode: ContactMode, status: number, body: unknown, m?: Messages): Outcome {
  const b = (body && typeof body === 'object' ? body : {}) as ResponseBody;
  if (status >= 200 && status < 300) {
    if (mode === 'review' && b.review) {
      const { id, status: reviewStatus, moderation_reason: reason } = b.review;
      return {
        kind: 'sent',
        mode,
        message: m ? reviewOutcomeFrom(m, reviewStatus, reason) : reviewOutcome(reviewStatus, reason),
        review: { id, status: reviewStatus, reason },
      };
    }
    if (m)
      return {
        kind: 'sent',
        mode,
        message: mode === 'review' ? m['outcome.reviewSubmitted'] : messageOutcomeFrom(m, b.delivery),
      };
    return { kind: 'sent', mode, message: mode === 'review' ? REVIEW_SUBMITTED : messageOutcome(b.delivery) };
  }
  if (status === 400 && b.error?.fields) {
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(b.error.fields)) {
      if ((FIELD_ORDER as string[]).includes(field) && messages[0])
        errors[field as FieldName] = fieldMessageIn(m, messages[0]);
    }
    if (Object.keys(errors).length)
      return { kind: 'invalid', errors, message: m ? m['form.correct'] : 'Please correct the highlighted fields.' };
  }
  if (status === 429)
    return { kind: 'failed', message: b.error?.message || (m ? m['form.rateLimited'] : RATE_LIMITED) };
  if (status === 404) return { kind: 'failed', message: m ? m['form.gone'] : GONE };
  if (status === 422 && b.error?.message) return { kind: 'failed', message: b.error.message };
  if (status >= 400 && status < 500 && b.error?.message) return { kind: 'failed', message: b.error.message };
  return { kind: 'failed', message: m ? m['form.server'] : SERVER_ERROR };
}
