/**
 * The site editor's requests and answers (GET/PUT /api/site/spec, POST /api/site/photos), shared
 * by the editor island and the functions. The spec itself is the renderer's own schema.
 */
import { z } from './z.ts';
import { siteSpecSchema, sitePhotoSchema } from './site-spec.ts';

/** A spec of an eight-page site is about 20 KB; anything near this is not an edit. */
export const SITE_SPEC_MAX_BYTES = 300_000;

export const SITE_SPEC_STALE_MESSAGE =
  'Your website was changed in another tab or window since you opened it. Your edits here are kept: reload the newer version, or keep yours and save over it.';
export const NO_SITE_MESSAGE = 'You have no website to edit yet. Create one first: it takes about a minute.';

export const SECOND_COPY_MISSING_MESSAGE = 'A website in two languages needs its words in both languages.';
export const SECOND_COPY_EXTRA_MESSAGE = 'A website in one language has no second copy of its words.';
export const SECOND_COPY_SERVICES_MESSAGE = 'Each service needs its words in both languages.';

/**
 * A save: the whole spec, both copies checked with the same copy schema (site-spec.ts), plus what
 * pairs them (issue 31): a second copy exactly when there are two languages, with the same services.
 */
export const saveSiteSpecSchema = z
  .object({
    /** The version the edits were made on: a save on an older version is refused (409). */
    baseVersion: z.number().check(z.int(), z.gte(1)),
    spec: siteSpecSchema,
  })
  .check(
    z.superRefine(({ spec }, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['spec', 'secondCopy'], message });
      if (spec.languages.length === 2 && !spec.secondCopy) return issue(SECOND_COPY_MISSING_MESSAGE);
      if (spec.languages.length === 1 && spec.secondCopy) return issue(SECOND_COPY_EXTRA_MESSAGE);
      const slugs = (services: { slug: string }[]) =>
        services
          .map((s) => s.slug)
          .sort()
          .join(' ');
      if (spec.secondCopy && slugs(spec.secondCopy.services) !== slugs(spec.copy.services))
        issue(SECOND_COPY_SERVICES_MESSAGE);
    }),
  );
export type SaveSiteSpecInput = z.infer<typeof saveSiteSpecSchema>;

export const siteEditorStateSchema = z.object({
  spec: siteSpecSchema,
  version: z.number().check(z.int(), z.gte(1)),
  draftId: z.nullable(z.string()),
  draftNumber: z.nullable(z.number().check(z.int())),
  updatedAt: z.string(),
  /** Where the owner's photo files are served from (the editor preview's base for assets/photos/). */
  assetBase: z.string(),
});
export type SiteEditorState = z.infer<typeof siteEditorStateSchema>;

export const savedSiteSpecSchema = z.object({ version: z.number().check(z.int(), z.gte(1)), updatedAt: z.string() });

/** Netlify Functions take request bodies up to 6 MB (base64 inside): 4 MB photos fit, as listing photos do. */
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PHOTO_SIZE_MESSAGE = 'Photos can be at most 4 MB. Try a smaller photo or export it at a lower size.';
export const PHOTO_TYPE_MESSAGE = 'This file is not a photo we can use. Upload a JPEG, PNG, WebP or GIF image.';
export const PHOTO_MISSING_MESSAGE = 'Choose a photo to upload.';

export const uploadedPhotoSchema = z.object({ photo: sitePhotoSchema });
