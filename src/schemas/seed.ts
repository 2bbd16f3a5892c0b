/** Shapes of the hand-written seed files in content/ (see content/README.md). */
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase-hyphenated');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
const day = z.object({ open: time, close: time }).nullable();

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const hoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, day.optional()])) as Record<Weekday, z.ZodOptional<typeof day>>);
export type Hours = z.infer<typeof hoursSchema>;

export const seedReviewSchema = z.object({
  first_name: z.string().min(1).max(60),
  last_name: z.string().min(1).max(60),
  email: z.email(),
  rating: z.number().int().min(1).max(5),
  message: z.string().min(1).max(2000),
  created_at: z.iso.datetime(),
});

export const seedListingSchema = z.object({
  business_unique_id: slug,
  business_name: z.string().min(2).max(80),
  business_rank: z.enum(['unclaimed', 'registered', 'web-hosting', 'complete']),
  owner_email: z.email().nullish(),
  categories: z.array(z.string().min(2)).min(1).max(3),
  phone: z.string().min(7).max(20).nullish(),
  website_url: z.url().nullish(),
  description: z.string().max(2000).nullish(),
  address: z.object({
    street_address: z.string().max(120).nullish(),
    city: z.string().min(1).max(80),
    state: z.string().regex(/^[A-Z]{2}$/),
    country: z.string().regex(/^[A-Z]{2}$/),
    postal_code: z.string().max(12).nullish(),
  }),
  social: z
    .object({ facebook: z.url().nullish(), instagram: z.url().nullish(), linkedin: z.url().nullish() })
    .default({}),
  hours: hoursSchema.nullish(),
  images: z.array(z.string().startsWith('/')).max(8).default([]),
  reviews: z.array(seedReviewSchema).default([]),
}).refine((l) => l.business_rank === 'unclaimed' || !!l.owner_email, {
  message: 'owner_email is required for a claimed listing',
  path: ['owner_email'],
});
export type SeedListing = z.infer<typeof seedListingSchema>;

export const seedToolSchema = z.object({
  tool_unique_id: slug,
  name: z.string().min(2).max(80),
  subtitle: z.string().max(160).nullish(),
  description: z.string().max(500).nullish(),
  content: z.string().default(''),
  images: z.array(z.string()).default([]),
  part_of_plan: z.union([z.string(), z.array(z.string())]).default([]),
  tool_categories: z.array(z.string()).default([]),
  audiences: z.array(z.string()).min(1),
  requirements: z.array(z.string()).default([]),
});
export type SeedTool = z.infer<typeof seedToolSchema>;

export const seedContentImageSchema = z.object({
  url: z.string(),
  location: z.enum(['featured', 'banner', 'web-design-feature']),
  link: z.string().optional(),
  desc: z.string().optional(),
});

export const seedArticleMetaSchema = z.object({
  title: z.string().min(2).max(200),
  slug,
  type: z.enum(['article', 'tutorial', 'documentation']),
  excerpt: z.string().max(500).nullish(),
  category: z.string().min(2),
  tags: z.array(z.string()).default([]),
  published: z.boolean().default(true),
  created_at: z.iso.datetime(),
  publish_location: z.enum(['news_center', 'internal']).default('news_center'),
  header_template: z.enum(['business-search', 'tools-main', 'tools-single', 'seo-article', 'default']).default('default'),
  series_id: slug.nullish(),
  order: z.number().int().default(0),
  images: z.array(seedContentImageSchema).default([]),
  seo: z.object({ metaTitle: z.string().optional(), metaDescription: z.string().optional() }).default({}),
  views: z.number().int().min(0).default(0),
  likes: z.number().int().min(0).default(0),
  dislikes: z.number().int().min(0).default(0),
});
export type SeedArticleMeta = z.infer<typeof seedArticleMetaSchema>;

export const seedSeriesSchema = z.object({ id: slug, name: z.string(), label: z.string(), parent: slug.nullable() });

export const seedRegionSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  state: z.string().regex(/^[A-Z]{2}$/),
  city: z.string(),
  news: z.array(z.object({ title: z.string().min(2), summary: z.string(), published_at: z.iso.datetime() })),
});
