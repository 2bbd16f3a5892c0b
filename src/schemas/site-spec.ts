/**
 * A generated website's full description: the renderer's validated input. Stored per draft
 * (website_drafts.site_spec) so a draft can be rendered again (the ZIP) exactly as it was made.
 */
import { z } from 'zod';
import { PAGE_IDS } from '../shared/catalogue/catalogue.ts';
import { text } from './text.ts';
import { hoursSchema } from './seed.ts';
import { siteCopySchema } from './site-copy.ts';
import { designSchema } from './wizard.ts';
import { SITE_LANGUAGES } from '../shared/languages.ts';

export const SITE_SPEC_VERSION = 1;

export const siteBusinessSchema = z.object({
  /** Where the contact form's messages go: an opaque form id the server maps to the business (never the account id). */
  formId: text().regex(/^[A-Za-z0-9_-]{22}$/).optional(),
  name: text().min(2).max(80),
  overview: text().min(10).max(2000),
  phone: text().min(7).max(20),
  email: z.email(),
  hours: hoursSchema.nullable().default(null),
  address: z
    .object({
      street: text().max(120).nullable(),
      city: text().min(1).max(80),
      province: text().min(2).max(40),
      postalCode: text().max(12).nullable(),
      country: text().min(2).max(2),
    })
    .nullable()
    .default(null),
  social: z
    .object({ facebook: text().pipe(z.url()).nullish(), instagram: text().pipe(z.url()).nullish(), linkedin: text().pipe(z.url()).nullish() })
    .default({}),
});
export type SiteBusiness = z.infer<typeof siteBusinessSchema>;

/** Photo ids are content hashes of the upload: the files' names change whenever the bytes do. */
export const photoIdSchema = z.string().regex(/^[0-9a-f]{16}$/, 'Not a photo id.');
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** One uploaded photo: served as assets/photos/{id}-{width}.webp (and .avif) for each width. */
export const sitePhotoSchema = z.object({
  id: photoIdSchema,
  alt: z.string().trim().max(160),
  width: z.number().int().min(1).max(20000),
  height: z.number().int().min(1).max(20000),
  widths: z.array(z.number().int().min(1).max(1600)).min(1).max(PHOTO_WIDTHS.length),
  avif: z.boolean(),
});
export type SitePhoto = z.infer<typeof sitePhotoSchema>;

export const siteMediaSchema = z.object({
  hero: photoIdSchema.nullable().default(null),
  about: photoIdSchema.nullable().default(null),
  gallery: z.array(photoIdSchema).max(12).default([]),
});

export const siteSpecSchema = z.object({
  version: z.literal(SITE_SPEC_VERSION),
  /** Absolute URL the site is served at, ending with '/' (canonical, Open Graph, sitemap). */
  baseUrl: text().pipe(z.url()).refine((u) => u.endsWith('/'), 'baseUrl must end with /'),
  /** The platform's origin: the contact form posts there. */
  platformUrl: text().pipe(z.url()),
  business: siteBusinessSchema,
  websiteType: text().min(1),
  typeName: text().min(1),
  subCategory: text(),
  subCategoryName: text().min(1),
  design: designSchema.extend({
    logo: z.object({ file: text().regex(/^assets\/logo\.(png|jpg|webp|gif)$/), contentType: text() }).nullable(),
  }),
  pages: z.array(z.enum(PAGE_IDS)).min(1),
  services: z.array(z.object({ slug: text().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), name: text().min(2) })),
  /** The site's languages, main one first: the main one at the root, the second under /fr/ or /en/. */
  languages: z
    .array(z.enum(SITE_LANGUAGES))
    .min(1)
    .max(2)
    .refine((l) => new Set(l).size === l.length, 'Each language once.')
    .default(['en']),
  /** The copy in the main language (languages[0]). */
  copy: siteCopySchema,
  /** The copy in the second language (languages[1]); null for a one-language site. */
  secondCopy: siteCopySchema.nullable().default(null),
  /** The owner's photos (none for a fresh draft: the illustrated hero stays). */
  photos: z.array(sitePhotoSchema).max(24).default([]),
  media: siteMediaSchema.default({ hero: null, about: null, gallery: [] }),
  /** Site-relative path of the Open Graph image (the screenshot, or the SVG hero preview). */
  ogImage: z.enum(['assets/og.jpg', 'assets/preview.svg']),
  schemaType: text().min(2),
  year: z.number().int().min(2000).max(3000),
  /** Showcase examples: the contact form explains that messages are not sent. */
  demo: z.boolean().default(false),
});
export type SiteSpec = z.infer<typeof siteSpecSchema>;
export type SiteSpecInput = z.input<typeof siteSpecSchema>;
