/**
 * The words of a generated website: what a copywriter (the OpenAI model or the built-in one)
 * must produce. Every model answer is parsed with this schema; `checkCopyCovers` then makes sure
 * it covers the pages and services the owner chose. Plain text only: the renderer escapes it all.
 */
import { z } from 'zod';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const titled = { title: text(2, 90) };
/** A field the owner may leave empty (the renderer leaves out what it needs and lacks). */
const optional = (max: number) => z.string().trim().max(max);
const ownerItem = (description: number) => z.object({ name: text(2, 60), description: optional(description), price: optional(16) });

export const siteCopySchema = z.object({
  tagline: text(3, 90),
  hero: z.object({ headline: text(6, 110), subheadline: text(20, 300), primaryCta: text(2, 32) }),
  intro: z.object({ ...titled, body: text(30, 900) }),
  about: z.object({ ...titled, paragraphs: z.array(text(30, 900)).min(2).max(4), mission: text(15, 400) }),
  values: z.array(z.object({ ...titled, text: text(15, 320) })).min(3).max(4),
  services: z
    .array(
      z.object({
        slug: text(1, 60),
        name: text(2, 60),
        summary: text(15, 260),
        paragraphs: z.array(text(30, 900)).min(2).max(3),
        highlights: z.array(text(4, 160)).min(3).max(5),
      }),
    )
    .max(12),
  team: z.object({ intro: text(20, 500), members: z.array(z.object({ role: text(2, 60), bio: text(15, 320) })).min(2).max(6) }),
  /**
   * Menu, shop and events hold facts (prices, dates) that only the owner can give: a copywriter
   * writes the intro and may suggest empty menu sections; the items come from the owner's editor.
   */
  menu: z
    .object({
      intro: text(15, 400),
      sections: z.array(z.object({ ...titled, items: z.array(ownerItem(200)).max(30) })).max(8),
    })
    .nullable(),
  shop: z.object({ intro: text(15, 400), products: z.array(ownerItem(220)).max(30) }).nullable(),
  events: z
    .object({ intro: text(15, 400), items: z.array(z.object({ ...titled, when: optional(80), description: optional(320) })).max(12) })
    .nullable(),
  faq: z.array(z.object({ question: text(8, 160), answer: text(15, 500) })).max(10),
  contact: z.object({ ...titled, intro: text(15, 400) }),
  cta: z.object({ ...titled, text: text(10, 300), button: text(2, 32) }),
  seo: z.object({ title: text(10, 80), description: text(40, 200) }),
});
export type SiteCopy = z.infer<typeof siteCopySchema>;

/** What the copy must cover beyond its shape: every chosen service, and the optional pages. */
export function checkCopyCovers(copy: SiteCopy, pages: readonly string[], services: readonly { slug: string }[]): string[] {
  const problems: string[] = [];
  for (const service of services) {
    if (!copy.services.some((s) => s.slug === service.slug)) problems.push(`services: no copy for "${service.slug}"`);
  }
  for (const page of ['menu', 'shop', 'events'] as const) {
    if (pages.includes(page) && !copy[page]) problems.push(`${page}: missing`);
  }
  return problems;
}
