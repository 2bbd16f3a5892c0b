/**
 * Image uploads decoded in the background (issue 42): the upload functions (site photos, the media library,
 * catalogue and listing photos) answer 202 with a job, and GET /api/uploads/:id answers how it ended. Shared
 * by the client helper (src/features/uploads/upload-image.ts) and the functions.
 */
import { z } from './z.ts';

export const UPLOAD_STATUSES = ['processing', 'ready', 'refused', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export const UPLOAD_MESSAGES = {
  notFound: 'This upload does not exist.',
  notStarted: 'The photo could not be processed right now. Please try again in a minute.',
  failed: 'The photo could not be processed. Please try again.',
  stopped: 'Processing this photo stopped before it finished. Please try again.',
} as const;

/** Why an upload was refused or failed: the same shape as the 400 the upload function used to answer. */
export const uploadReasonSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type UploadReason = z.infer<typeof uploadReasonSchema>;

/** 202 from an upload function, and the status read: `result` is what the old 201 answered. */
export const uploadStatusSchema = z.object({
  upload: z.object({
    id: z.string(),
    status: z.enum(UPLOAD_STATUSES),
    result: z.optional(z.unknown()),
    error: z.optional(uploadReasonSchema),
  }),
});
export type UploadStatusAnswer = z.infer<typeof uploadStatusSchema>;
