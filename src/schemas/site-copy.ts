/**
 * The words of a generated website: what a copywriter (the OpenAI model or the built-in one)
 * must produce. Every model answer is parsed with this schema; `checkCopyCovers` then makes sure
 * it covers the pages and services the owner chose. Plain text only: the renderer escapes it all.
 */
import { z } from 'zod';
import { text } from './text.ts';

const copyText = (min: number, max: number) => text().trim().min(min).max(max);
const titled = { title: copyText(2, 90) };
/** A field the owner may leave empty (the renderer leaves out what it needs and lacks). */
const optional = (max: number) => text().trim().max(max);
const ownerItem = (description: number) => z.object({ name: copyText(2, 60), description: optional(description), price: optional(16) });

export const siteCopySchema = z.object({
  tagline: copyText(3, 90),
  hero: z.object({ headline: copyText(6, 110), subheadline: copyText(20, 300), primaryCta: copyText(2, 32) }),
  intro: z.object({ ...titled, body: copyText(30, 900) }),
  about: z.object({ ...titled, paragraphs: z.array(copyText(30, 900)).min(2).max(4), mission: copyText(15, 400) }),
  values: z.array(z.object({ ...titled, text: copyText(15, 320) })).min(3).max(4),
  services: z
    .array(
      z.object({
        slug: copyText(1, 60),
        name: copyText(2, 60),
        summary: copyText(15, 260),
        paragraphs: z.array(copyText(30, 900)).min(2).max(3),
        highlights: z.array(copyText(4, 160)).min(3).max(5),
      }),
    )
    .max(12),
  team: z.object({ intro: copyText(20, 500), members: z.array(z.object({ role: copyText(2, 60), bio: copyText(15, 320) })).min(2).max(6) }),
  /**
   * Menu, shop and events hold facts (prices, dates) that only the owner can give: a copywriter
   * writes the intro and may suggest empty menu sections; the items come from the owner's editor.
   */
  menu: z
    .object({
      intro: copyText(15, 400),
      sections: z.array(z.object({ ...titled, items: z.array(ownerItem(200)).max(30) })).max(8),
    })
    .nullable(),
  shop: z.object({ intro: copyText(15, 400), products: z.array(ownerItem(220)).max(30) }).nullable(),
  events: z
    .object({ intro: copyText(15, 400), items: z.array(z.object({ ...titled, when: optional(80), description: optional(320) })).max(12) })
    .nullable(),
  faq: z.array(z.object({ question: copyText(8, 160), answer: copyText(15, 500) })).max(10),
  contact: z.object({ ...titled, intro: copyText(15, 400) }),
  cta: z.object({ ...titled, text: copyText(10, 300), button: copyText(2, 32) }),
  seo: z.object({ title: copyText(10, 80), description: copyText(40, 200) }),
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
