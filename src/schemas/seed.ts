/** Shapes of the hand-written seed files in content/ (see content/README.md). */
import { z } from 'zod';
import { text } from './text.ts';

const slug = text().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase-hyphenated');
const time = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
const day = z.object({ open: time, close: time }).nullable();

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const hoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, day.optional()])) as Record<Weekday, z.ZodOptional<typeof day>>);
export type Hours = z.infer<typeof hoursSchema>;

export const seedReviewSchema = z.object({
  first_name: text().min(1).max(60),
  last_name: text().min(1).max(60),
  email: z.email(),
  rating: z.number().int().min(1).max(5),
  message: text().min(1).max(2000),
  created_at: z.iso.datetime(),
});

export const seedListingSchema = z.object({
  business_unique_id: slug,
  business_name: text().min(2).max(80),
  business_rank: z.enum(['unclaimed', 'registered', 'web-hosting', 'complete']),
  owner_email: z.email().nullish(),
  /** An unclaimed listing's business email (never shown): invited to claim the listing when a visitor writes (issue 27). */
  email: z.email().nullish(),
  categories: z.array(text().min(2)).min(1).max(3),
  phone: text().min(7).max(20).nullish(),
  website_url: text().pipe(z.url()).nullish(),
  description: text().max(2000).nullish(),
  address: z.object({
    street_address: text().max(120).nullish(),
    city: text().min(1).max(80),
    state: text().regex(/^[A-Z]{2}$/),
    country: text().regex(/^[A-Z]{2}$/),
    postal_code: text().max(12).nullish(),
  }),
  social: z
    .object({ facebook: text().pipe(z.url()).nullish(), instagram: text().pipe(z.url()).nullish(), linkedin: text().pipe(z.url()).nullish() })
    .default({}),
  hours: hoursSchema.nullish(),
  images: z.array(text().startsWith('/')).max(8).default([]),
  reviews: z.array(seedReviewSchema).default([]),
}).refine((l) => l.business_rank === 'unclaimed' || !!l.owner_email, {
  message: 'owner_email is required for a claimed listing',
  path: ['owner_email'],
});
export type SeedListing = z.infer<typeof seedListingSchema>;

export const seedToolSchema = z.object({
  tool_unique_id: slug,
  name: text().min(2).max(80),
  subtitle: text().max(160).nullish(),
  description: text().max(500).nullish(),
  content: text().default(''),
  images: z.array(text()).default([]),
  part_of_plan: z.union([text(), z.array(text())]).default([]),
  tool_categories: z.array(text()).default([]),
  audiences: z.array(text()).min(1),
  requirements: z.array(text()).default([]),
});
export type SeedTool = z.infer<typeof seedToolSchema>;

export const seedContentImageSchema = z.object({
  url: text(),
  location: z.enum(['featured', 'banner', 'web-design-feature']),
  link: text().optional(),
  desc: text().optional(),
});

export const seedArticleMetaSchema = z.object({
  title: text().min(2).max(200),
  slug,
  type: z.enum(['article', 'tutorial', 'documentation']),
  excerpt: text().max(500).nullish(),
  category: text().min(2),
  tags: z.array(text()).default([]),
  published: z.boolean().default(true),
  created_at: z.iso.datetime(),
  publish_location: z.enum(['news_center', 'internal']).default('news_center'),
  header_template: z.enum(['business-search', 'tools-main', 'tools-single', 'seo-article', 'default']).default('default'),
  series_id: slug.nullish(),
  order: z.number().int().default(0),
  images: z.array(seedContentImageSchema).default([]),
  seo: z.object({ metaTitle: text().optional(), metaDescription: text().optional() }).default({}),
  views: z.number().int().min(0).default(0),
  likes: z.number().int().min(0).default(0),
  dislikes: z.number().int().min(0).default(0),
});
export type SeedArticleMeta = z.infer<typeof seedArticleMetaSchema>;

export const seedSeriesSchema = z.object({ id: slug, name: text(), label: text(), parent: slug.nullable() });

export const seedRegionSchema = z.object({
  country: text().regex(/^[A-Z]{2}$/),
  state: text().regex(/^[A-Z]{2}$/),
  city: text(),
  news: z.array(z.object({ title: text().min(2), summary: text(), published_at: z.iso.datetime() })),
});
