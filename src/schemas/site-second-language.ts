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
