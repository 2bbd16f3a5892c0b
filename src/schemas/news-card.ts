/**
 * A news card (spec §2 news list): what the build passes to the NewsBrowser island and what
 * /news-index.json serves to its search, with no bodies. Inferred on both sides.
 */
import { z } from './z.ts';

export const newsCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.nullable(z.string()),
  link: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  tags: z.array(z.string()),
  /** The item's thumbnail, when it has an image. */
  image: z.nullable(z.string()),
  createdAt: z.string(),
  likes: z.number(),
  dislikes: z.number(),
  type: z.string(),
});
export type NewsCardData = z.infer<typeof newsCardSchema>;

/** The body of /news-index.json. */
export const newsIndexSchema = z.array(newsCardSchema);
