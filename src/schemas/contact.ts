/**
 * The review and message form of a listing (spec §3, §5) and the §7 bloc-mail request that carries
 * it. One schema for both sides: the ContactForm island validates with `contactFormSchema`, the
 * `create-new-bloc-mail` function validates the envelope with `blocMailSchema` and the form data
 * inside it with `reviewPayloadSchema` / `leadPayloadSchema` — the same field rules and messages.
 * Generated websites (issue 5) post their contact form with `buildBlocMail({ mode: 'message', … })`.
 */
import { preprocess, z } from './z.ts';
import { escapeHtml } from '../shared/html-escape.ts';
import { text } from './text.ts';

export type ContactMode = 'message' | 'review';

export const CONTACT_LIMITS = { name: 60, email: 254, phone: 30, review: 2000, message: 5000 } as const;

/** One text field's rules as plain data (regexes as source text), so a page with no bundle can check them too. */
export interface FieldRule {
  required?: string;
  max: number;
  maxMessage: string;
  pattern?: string;
  patternMessage?: string;
}

const PHONE_MESSAGE = 'Phone number may only contain numbers, spaces, and the symbols +, -, (, ).';
const nameRule = (label: string): FieldRule => ({
  required: `${label} is required`,
  max: CONTACT_LIMITS.name,
  maxMessage: `${label} must be at most ${CONTACT_LIMITS.name} characters`,
});
const messageRule = (max: number): FieldRule => ({
  required: 'Message is required',
  max,
  maxMessage: `Message must be at most ${max} characters`,
});

/**
 * The message form's rules. The zod schemas below are built from them, and generated websites
 * serialize them into their contact script (`src/features/site-renderer/contact-form.ts`), so the
 * island, the function and the generated site check the same limits with the same messages.
 */
export const MESSAGE_FIELD_RULES = {
  firstName: nameRule('First name'),
  lastName: nameRule('Last name'),
  email: {
    required: 'Contact email is required',
    max: CONTACT_LIMITS.email,
    maxMessage: 'Invalid email address',
    pattern: z.regexes.email.source,
    patternMessage: 'Invalid email address',
  },
  phoneNumber: {
    max: CONTACT_LIMITS.phone,
    maxMessage: `Phone number must be at most ${CONTACT_LIMITS.phone} characters`,
    pattern: '^[0-9+\\-(). ]+$',
    patternMessage: PHONE_MESSAGE,
  },
  message: messageRule(CONTACT_LIMITS.message),
} satisfies Record<string, FieldRule>;

const optionalText = (schema: z.ZodMiniString<string>) =>
  preprocess(
    (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.optional(schema),
  );

/** A zod string schema for one rule: trimmed, then required, max length and pattern in that order. */
function textField(rule: FieldRule) {
  let schema = rule.required
    ? text({ error: rule.required }).check(z.trim(), z.minLength(1, { error: rule.required, abort: true }))
    : text({ error: rule.patternMessage ?? rule.maxMessage }).check(z.trim());
  schema = schema.check(z.maxLength(rule.max, rule.maxMessage));
  return rule.pattern ? schema.check(z.regex(new RegExp(rule.pattern), rule.patternMessage)) : schema;
}

const fields = {
  firstName: textField(MESSAGE_FIELD_RULES.firstName),
  lastName: textField(MESSAGE_FIELD_RULES.lastName),
  email: textField(MESSAGE_FIELD_RULES.email),
  phoneNumber: optionalText(textField(MESSAGE_FIELD_RULES.phoneNumber)),
};

/** Stars: 1-5 whole stars; a missing rating (no star chosen) reads as below the minimum. */
export const ratingSchema = preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Rating must be at least 1' })
    .check(
      z.int('Rating must be a whole number of stars'),
      z.gte(1, 'Rating must be at least 1'),
      z.lte(5, 'Rating must be at most 5'),
    ),
);

export const reviewFormSchema = z.object({
  ...fields,
  rating: ratingSchema,
  message: textField(messageRule(CONTACT_LIMITS.review)),
});
export const messageFormSchema = z.object({
  ...fields,
  message: textField(MESSAGE_FIELD_RULES.message),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;
export type MessageForm = z.infer<typeof messageFormSchema>;

export function contactFormSchema(mode: ContactMode) {
  return mode === 'review' ? reviewFormSchema : messageFormSchema;
}

/** A listing id (uuid) or a listing's business_unique_id. */
export const businessIdSchema = text({ error: 'business_id is required' }).check(
  z.trim(),
  z.minLength(1, { error: 'business_id is required', abort: true }),
  z.regex(
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+(-[a-z0-9]+)*)$/i,
    'business_id is not a valid id',
  ),
  z.maxLength(120, 'business_id is not a valid id'),
);

/** The language the visitor wrote in: their page's (issue 42). Emails to them are sent in it; English when absent. */
export const writtenLanguageSchema = z.optional(z.enum(['en', 'fr'], { error: "language must be 'en' or 'fr'" }));

export const reviewPayloadSchema = z.extend(reviewFormSchema, {
  business_id: businessIdSchema,
  language: writtenLanguageSchema,
});
/** A generated website's contact form id: opaque and random, mapped to the business on the server. */
export const formIdSchema = text({ error: 'form_id is not a valid id' }).check(
  z.regex(/^[A-Za-z0-9_-]{22}$/, 'form_id is not a valid id'),
);

/** A message names its business by listing (`business_id`) or, from a generated website, by `form_id`. */
export const leadPayloadSchema = z
  .extend(messageFormSchema, {
    business_id: z.optional(businessIdSchema),
    form_id: z.optional(formIdSchema),
    /** Where the message was written: a directory listing (default) or the business's generated website. */
    source: z.optional(z.enum(['listing', 'website'], { error: "source must be 'listing' or 'website'" })),
    language: writtenLanguageSchema,
  })
  .check(
    z.refine((p) => p.business_id !== undefined || p.form_id !== undefined, {
      message: 'business_id is required',
      path: ['business_id'],
    }),
  );
export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

export const INTERACTION_TYPES = { review: 'directory-review', message: 'create-lead' } as const;
export type InteractionType = (typeof INTERACTION_TYPES)[ContactMode];

function parseJsonString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value; // the object schema then reports it
  }
}

/** §7 body of POST /api/bloc-mail/create-new-bloc-mail. The form data is checked by the payload schemas. */
export const blocMailSchema = z
  .object({
    mail_type: z.literal('internal', { error: "mail_type must be 'internal'" }),
    mail_history: z.object(
      {
        sender: z.optional(
          z.nullable(
            z.object({
              type: z.optional(text().check(z.maxLength(40))),
              id: z.optional(z.nullable(text().check(z.maxLength(80)))),
            }),
          ),
        ),
        sender_name: z.optional(text().check(z.maxLength(200))),
        mail_to: z.optional(text().check(z.maxLength(200))),
        mail_title: z.enum(['rating', 'lead'], { error: "mail_title must be 'rating' or 'lead'" }),
        mail_content: z.optional(text().check(z.maxLength(20_000))),
      },
      { error: 'mail_history is required' },
    ),
    message_type: z.literal('new-mail', { error: "message_type must be 'new-mail'" }),
    additional_function: preprocess(
      parseJsonString,
      z.looseObject(
        {
          type: z.enum(['directory-review', 'create-lead'], {
            error: "additional_function.type must be 'directory-review' or 'create-lead'",
          }),
        },
        { error: 'additional_function must be a JSON object' },
      ),
    ),
  })
  .check(
    z.refine((b) => (b.mail_history.mail_title === 'rating') === (b.additional_function.type === 'directory-review'), {
      message: "mail_title must be 'rating' for a directory-review and 'lead' for a create-lead",
      path: ['mail_history'],
    }),
  );
export type BlocMail = z.infer<typeof blocMailSchema>;

export interface BuildBlocMailInput {
  mode: ContactMode;
  businessId: string;
  businessName: string;
  values: Record<string, unknown>;
  sender?: { type: string; id: string | null } | null;
  source?: 'listing' | 'website';
  /** The page's language (issue 42). */
  language?: 'en' | 'fr';
}

/** The §7 request body for a review or a message (used by the island and by generated websites). */
export function buildBlocMail({
  mode,
  businessId,
  businessName,
  values,
  sender,
  source,
  language,
}: BuildBlocMailInput) {
  const type = INTERACTION_TYPES[mode];
  const name = `${String(values.firstName ?? '').trim()} ${String(values.lastName ?? '').trim()}`.trim();
  const data: Record<string, unknown> = {
    type,
    business_id: businessId,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber || undefined,
    message: values.message,
  };
  if (mode === 'review') data.rating = values.rating;
  if (mode === 'message' && source) data.source = source;
  if (language) data.language = language;
  const rating = mode === 'review' ? `<p>Rating: ${escapeHtml(String(values.rating ?? ''))} / 5</p>` : '';
  return {
    mail_type: 'internal' as const,
    mail_history: {
      sender: sender ?? { type: 'visitor', id: null },
      sender_name: name,
      mail_to: businessName,
      mail_title: mode === 'review' ? ('rating' as const) : ('lead' as const),
      mail_content: `${rating}<p>${escapeHtml(String(values.message ?? ''))}</p>`,
    },
    message_type: 'new-mail' as const,
    additional_function: JSON.stringify(data),
  };
}
