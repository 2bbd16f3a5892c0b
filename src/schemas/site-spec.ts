/**
 * A generated website's full description: the renderer's validated input. Stored per draft
 * (website_drafts.site_spec) so a draft can be rendered again (the ZIP) exactly as it was made.
 */
import { z } from './z.ts';
import { PAGE_IDS } from '../shared/catalogue/catalogue.ts';
import { text } from './text.ts';
import { hoursSchema } from './seed.ts';
import { siteCopySchema } from './site-copy.ts';
import { designSchema } from './wizard.ts';
import { SITE_LANGUAGES } from '../shared/languages.ts';

export const SITE_SPEC_VERSION = 1;

export const siteBusinessSchema = z.object({
  /** Where the contact form's messages go: an opaque form id the server maps to the business (never the account id). */
  formId: z.optional(text().check(z.regex(/^[A-Za-z0-9_-]{22}$/))),
  name: text().check(z.minLength(2), z.maxLength(80)),
  overview: text().check(z.minLength(10), z.maxLength(2000)),
  phone: text().check(z.minLength(7), z.maxLength(20)),
  email: z.email(),
  hours: z._default(z.nullable(hoursSchema), null),
  address: z._default(
    z.nullable(
      z.object({
        street: z.nullable(text().check(z.maxLength(120))),
        city: text().check(z.minLength(1), z.maxLength(80)),
        province: text().check(z.minLength(2), z.maxLength(40)),
        postalCode: z.nullable(text().check(z.maxLength(12))),
        country: text().check(z.minLength(2), z.maxLength(2)),
      }),
    ),
    null,
  ),
  social: z._default(
    z.object({
      facebook: z.nullish(z.pipe(text(), z.url())),
      instagram: z.nullish(z.pipe(text(), z.url())),
      linkedin: z.nullish(z.pipe(text(), z.url())),
    }),
    {},
  ),
});
export type SiteBusiness = z.infer<typeof siteBusinessSchema>;

/** Photo ids are content hashes of the upload: the files' names change whenever the bytes do. */
export const photoIdSchema = z.string().check(z.regex(/^[0-9a-f]{16}$/, 'Not a photo id.'));
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** One uploaded photo: served as assets/photos/{id}-{width}.webp (and .avif) for each width. */
export const sitePhotoSchema = z.object({
  id: photoIdSchema,
  alt: z.string().check(z.trim(), z.maxLength(160)),
  width: z.number().check(z.int(), z.gte(1), z.lte(20000)),
  height: z.number().check(z.int(), z.gte(1), z.lte(20000)),
  widths: z
    .array(z.number().check(z.int(), z.gte(1), z.lte(1600)))
    .check(z.minLength(1), z.maxLength(PHOTO_WIDTHS.length)),
  avif: z.boolean(),
});
export type SitePhoto = z.infer<typeof sitePhotoSchema>;

export const siteMediaSchema = z.object({
  hero: z._default(z.nullable(photoIdSchema), null),
  about: z._default(z.nullable(photoIdSchema), null),
  gallery: z._default(z.array(photoIdSchema).check(z.maxLength(12)), []),
});

export const siteSpecSchema = z.object({
  version: z.literal(SITE_SPEC_VERSION),
  /** Absolute URL the site is served at, ending with '/' (canonical, Open Graph, sitemap). */
  baseUrl: z.pipe(text(), z.url()).check(z.refine((u) => u.endsWith('/'), 'baseUrl must end with /')),
  /** The platform's origin: the contact form posts there. */
  platformUrl: z.pipe(text(), z.url()),
  business: siteBusinessSchema,
  websiteType: text().check(z.minLength(1)),
  typeName: text().check(z.minLength(1)),
  subCategory: text(),
  subCategoryName: text().check(z.minLength(1)),
  design: z.extend(designSchema, {
    logo: z.nullable(
      z.object({ file: text().check(z.regex(/^assets\/logo\.(png|jpg|webp|gif)$/)), contentType: text() }),
    ),
  }),
  pages: z.array(z.enum(PAGE_IDS)).check(z.minLength(1)),
  services: z.array(
    z.object({ slug: text().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)), name: text().check(z.minLength(2)) }),
  ),
  /** The site's languages, main one first: the main one at the root, the second under /fr/ or /en/. */
  languages: z._default(
    z.array(z.enum(SITE_LANGUAGES)).check(
      z.minLength(1),
      z.maxLength(2),
      z.refine((l) => new Set(l).size === l.length, 'Each language once.'),
    ),
    ['en'],
  ),
  /** The copy in the main language (languages[0]). */
  copy: siteCopySchema,
  /** The copy in the second language (languages[1]); null for a one-language site. */
  secondCopy: z._default(z.nullable(siteCopySchema), null),
  /** The owner's photos (none for a fresh draft: the illustrated hero stays). */
  photos: z._default(z.array(sitePhotoSchema).check(z.maxLength(24)), []),
  media: z._default(siteMediaSchema, { hero: null, about: null, gallery: [] }),
  /** Site-relative path of the Open Graph image (the screenshot, or the SVG hero preview). */
  ogImage: z.enum(['assets/og.jpg', 'assets/preview.svg']),
  schemaType: text().check(z.minLength(2)),
  year: z.number().check(z.int(), z.gte(2000), z.lte(3000)),
  /** Showcase examples: the contact form explains that messages are not sent. */
  demo: z._default(z.boolean(), false),
});
export type SiteSpec = z.infer<typeof siteSpecSchema>;
export type SiteSpecInput = z.input<typeof siteSpecSchema>;
