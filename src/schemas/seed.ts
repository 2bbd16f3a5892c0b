/** Shapes of the hand-written seed files in content/ (see content/README.md). */
import { z } from './z.ts';
import { text } from './text.ts';

const slug = text().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase-hyphenated'));
const time = text().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'));
const day = z.nullable(z.object({ open: time, close: time }));

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const hoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.optional(day)])) as Record<Weekday, z.ZodMiniOptional<typeof day>>,
);
export type Hours = z.infer<typeof hoursSchema>;

export const seedReviewSchema = z.object({
  first_name: text().check(z.minLength(1), z.maxLength(60)),
  last_name: text().check(z.minLength(1), z.maxLength(60)),
  email: z.email(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  message: text().check(z.minLength(1), z.maxLength(2000)),
  created_at: z.iso.datetime(),
});

export const seedListingSchema = z
  .object({
    business_unique_id: slug,
    business_name: text().check(z.minLength(2), z.maxLength(80)),
    business_rank: z.enum(['unclaimed', 'registered', 'web-hosting', 'complete']),
    owner_email: z.nullish(z.email()),
    /** An unclaimed listing's business email (never shown): invited to claim the listing when a visitor writes (issue 27). */
    email: z.nullish(z.email()),
    categories: z.array(text().check(z.minLength(2))).check(z.minLength(1), z.maxLength(3)),
    phone: z.nullish(text().check(z.minLength(7), z.maxLength(20))),
    website_url: z.nullish(z.pipe(text(), z.url())),
    description: z.nullish(text().check(z.maxLength(2000))),
    address: z.object({
      street_address: z.nullish(text().check(z.maxLength(120))),
      city: text().check(z.minLength(1), z.maxLength(80)),
      state: text().check(z.regex(/^[A-Z]{2}$/)),
      country: text().check(z.regex(/^[A-Z]{2}$/)),
      postal_code: z.nullish(text().check(z.maxLength(12))),
    }),
    social: z._default(
      z.object({
        facebook: z.nullish(z.pipe(text(), z.url())),
        instagram: z.nullish(z.pipe(text(), z.url())),
        linkedin: z.nullish(z.pipe(text(), z.url())),
      }),
      {},
    ),
    hours: z.nullish(hoursSchema),
    images: z._default(z.array(text().check(z.startsWith('/'))).check(z.maxLength(8)), []),
    reviews: z._default(z.array(seedReviewSchema), []),
  })
  .check(
    z.refine((l) => l.business_rank === 'unclaimed' || !!l.owner_email, {
      message: 'owner_email is required for a claimed listing',
      path: ['owner_email'],
    }),
  );
export type SeedListing = z.infer<typeof seedListingSchema>;

export const seedToolSchema = z.object({
  tool_unique_id: slug,
  name: text().check(z.minLength(2), z.maxLength(80)),
  subtitle: z.nullish(text().check(z.maxLength(160))),
  description: z.nullish(text().check(z.maxLength(500))),
  content: z._default(text(), ''),
  images: z._default(z.array(text()), []),
  part_of_plan: z._default(z.union([text(), z.array(text())]), []),
  tool_categories: z._default(z.array(text()), []),
  audiences: z.array(text()).check(z.minLength(1)),
  requirements: z._default(z.array(text()), []),
});
export type SeedTool = z.infer<typeof seedToolSchema>;

export const seedContentImageSchema = z.object({
  url: text(),
  location: z.enum(['featured', 'banner', 'web-design-feature']),
  link: z.optional(text()),
  desc: z.optional(text()),
});

export const seedArticleMetaSchema = z.object({
  title: text().check(z.minLength(2), z.maxLength(200)),
  slug,
  type: z.enum(['article', 'tutorial', 'documentation']),
  excerpt: z.nullish(text().check(z.maxLength(500))),
  category: text().check(z.minLength(2)),
  tags: z._default(z.array(text()), []),
  published: z._default(z.boolean(), true),
  created_at: z.iso.datetime(),
  publish_location: z._default(z.enum(['news_center', 'internal']), 'news_center'),
  header_template: z._default(
    z.enum(['business-search', 'tools-main', 'tools-single', 'seo-article', 'default']),
    'default',
  ),
  series_id: z.nullish(slug),
  order: z._default(z.number().check(z.int()), 0),
  images: z._default(z.array(seedContentImageSchema), []),
  seo: z._default(z.object({ metaTitle: z.optional(text()), metaDescription: z.optional(text()) }), {}),
  views: z._default(z.number().check(z.int(), z.gte(0)), 0),
  likes: z._default(z.number().check(z.int(), z.gte(0)), 0),
  dislikes: z._default(z.number().check(z.int(), z.gte(0)), 0),
});
export type SeedArticleMeta = z.infer<typeof seedArticleMetaSchema>;

export const seedSeriesSchema = z.object({ id: slug, name: text(), label: text(), parent: z.nullable(slug) });

export const seedRegionSchema = z.object({
  country: text().check(z.regex(/^[A-Z]{2}$/)),
  state: text().check(z.regex(/^[A-Z]{2}$/)),
  city: text(),
  news: z.array(z.object({ title: text().check(z.minLength(2)), summary: text(), published_at: z.iso.datetime() })),
});
