/**
 * The answers of generate-website and retrieve-generation-status (spec §7): built by
 * src/server/generation/status.ts, read by the wizard island (src/features/wizard/wizard-api.ts).
 */
import { z } from 'zod';

export const DRAFT_STATUSES = ['pending', 'ready', 'error'] as const;

/** Spec §7 allows the screenshot list as a JSON string too; the wizard reads both (screenshotUrl). */
const screenshots = z.union([z.array(z.object({ url: z.string() })), z.string()]);

export const draftSummarySchema = z.object({
  id: z.string(),
  draft_number: z.number(),
  website_category: z.string(),
  label: z.string(),
  status: z.enum(DRAFT_STATUSES),
  message: z.string().nullable(),
  draft_url: z.string().nullable(),
  draft_url_screenshot_url: screenshots,
  download_url: z.string().nullable(),
  created_at: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const statusAnswerSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  /** The newest ready draft (creator load: a draft_url means a draft exists). */
  draft_url: z.string().nullable(),
  draft_url_screenshot_url: screenshots,
  full_list_of_drafts: z.array(draftSummarySchema),
  /** True while a draft is still being generated (the wizard keeps polling at step 6). */
  pending: z.boolean(),
  /** Prefills step 3 from the business record shared with the directory listing. */
  business_record: z
    .object({
      business_name: z.string().nullable(),
      business_brief_explanation: z.string().nullable(),
      contact_number: z.string().nullable(),
      contact_email: z.string(),
    })
    .nullable(),
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

export const generateAnswerSchema = z.object({
  key: z.enum(['success', 'pending', 'error']),
  message: z.string(),
  draft_id: z.string().optional(),
  draftUrl: z.string().nullable().optional(),
  draft_url_screenshot_url: screenshots.optional(),
  full_list_of_drafts: z.array(draftSummarySchema).optional(),
});
export type GenerateAnswer = z.infer<typeof generateAnswerSchema>;
