/**
 * The answers of generate-website and retrieve-generation-status (spec §7): built by
 * src/server/generation/status.ts, read by the wizard island (src/features/wizard/wizard-api.ts).
 */
import { z } from './z.ts';

export const DRAFT_STATUSES = ['pending', 'ready', 'error'] as const;

/** Spec §7 allows the screenshot list as a JSON string too; the wizard reads both (screenshotUrl). */
const screenshots = z.union([z.array(z.object({ url: z.string() })), z.string()]);

export const draftSummarySchema = z.object({
  id: z.string(),
  draft_number: z.number(),
  website_category: z.string(),
  label: z.string(),
  status: z.enum(DRAFT_STATUSES),
  message: z.nullable(z.string()),
  draft_url: z.nullable(z.string()),
  draft_url_screenshot_url: screenshots,
  download_url: z.nullable(z.string()),
  created_at: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const statusAnswerSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  /** The newest ready draft (creator load: a draft_url means a draft exists). */
  draft_url: z.nullable(z.string()),
  draft_url_screenshot_url: screenshots,
  full_list_of_drafts: z.array(draftSummarySchema),
  /** True while a draft is still being generated (the wizard keeps polling at step 6). */
  pending: z.boolean(),
  /** Prefills step 3 from the business record shared with the directory listing. */
  business_record: z.nullable(
    z.object({
      business_name: z.nullable(z.string()),
      business_brief_explanation: z.nullable(z.string()),
      contact_number: z.nullable(z.string()),
      contact_email: z.string(),
    }),
  ),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

export const generateAnswerSchema = z.object({
  key: z.enum(['success', 'pending', 'error']),
  message: z.string(),
  draft_id: z.optional(z.string()),
  draftUrl: z.optional(z.nullable(z.string())),
  draft_url_screenshot_url: z.optional(screenshots),
  full_list_of_drafts: z.optional(z.array(draftSummarySchema)),
});
export type GenerateAnswer = z.infer<typeof generateAnswerSchema>;
