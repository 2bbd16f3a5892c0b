/**
 * Adding the second language to a one-language website from the editor (issue 31): POST
 * /api/site/second-language. The server writes the new language's words from the owner's own
 * facts with the same copywriter as generation, and saves both copies as one new version.
 */
import { z } from './z.ts';
import { SITE_LANGUAGES } from '../shared/languages.ts';
import { siteSpecSchema } from './site-spec.ts';

export const SECOND_LANGUAGE_MESSAGES = {
  language: 'Choose English or French.',
  same: 'Your website is already in this language: choose the other one.',
  already: 'Your website already has its pages in two languages.',
  failed:
    'The copywriter could not write the new pages right now. Nothing was changed: please try again in a few minutes.',
  rateLimited: 'You have added pages in another language many times this hour. Please try again later.',
  unfinished: 'Writing the new pages stopped before it finished. Nothing was changed: please try again.',
  notStarted: 'The new pages could not be started right now. Nothing was changed: please try again in a few minutes.',
} as const;

export const addSecondLanguageSchema = z.object({
  /** The version the editor shows: a newer one saved elsewhere is not overwritten (409). */
  baseVersion: z.number().check(z.int(), z.gte(1)),
  language: z.enum(SITE_LANGUAGES, { error: SECOND_LANGUAGE_MESSAGES.language }),
});
export type AddSecondLanguageInput = z.infer<typeof addSecondLanguageSchema>;

/** The answer: the working copy with both languages, as its new version. */
export const addedSecondLanguageSchema = z.object({
  spec: siteSpecSchema,
  version: z.number().check(z.int(), z.gte(1)),
  updatedAt: z.string(),
});
export type AddedSecondLanguage = z.infer<typeof addedSecondLanguageSchema>;

/** The job that writes the pages in a background function (issue 42): what the editor polls. */
export const secondLanguageJobSchema = z.object({
  id: z.string(),
  language: z.enum(SITE_LANGUAGES),
  status: z.enum(['writing', 'done', 'failed']),
  /** Seconds since the job started (the editor shows it while writing). */
  elapsedSeconds: z.number(),
  error: z.nullable(z.string()),
});
export type SecondLanguageJob = z.infer<typeof secondLanguageJobSchema>;

/** GET /api/site/second-language[?job=id]: the job (the latest, without an id), and the pages once done. */
export const secondLanguageStatusSchema = z.object({
  job: z.nullable(secondLanguageJobSchema),
  result: z.optional(addedSecondLanguageSchema),
});
export type SecondLanguageStatus = z.infer<typeof secondLanguageStatusSchema>;
