/**
 * The words of a generated website: what a copywriter (the OpenAI model or the built-in one)
 * must produce. Every model answer is parsed with this schema; `checkCopyCovers` then makes sure
 * it covers the pages and services the owner chose. Plain text only: the renderer escapes it all.
 */
import { z } from './z.ts';
import { text } from './text.ts';

const copyText = (min: number, max: number) => text().check(z.trim(), z.minLength(min), z.maxLength(max));
const titled = { title: copyText(2, 90) };
/** A field the owner may leave empty (the renderer leaves out what it needs and lacks). */
const optional = (max: number) => text().check(z.trim(), z.maxLength(max));
const ownerItem = (description: number) =>
  z.object({ name: copyText(2, 60), description: optional(description), price: optional(16) });

export const siteCopySchema = z.object({
  tagline: copyText(3, 90),
  hero: z.object({ headline: copyText(6, 110), subheadline: copyText(20, 300), primaryCta: copyText(2, 32) }),
  intro: z.object({ ...titled, body: copyText(30, 900) }),
  about: z.object({
    ...titled,
    paragraphs: z.array(copyText(30, 900)).check(z.minLength(2), z.maxLength(4)),
    mission: copyText(15, 400),
  }),
  values: z.array(z.object({ ...titled, text: copyText(15, 320) })).check(z.minLength(3), z.maxLength(4)),
  services: z
    .array(
      z.object({
        slug: copyText(1, 60),
        name: copyText(2, 60),
        summary: copyText(15, 260),
        paragraphs: z.array(copyText(30, 900)).check(z.minLength(2), z.maxLength(3)),
        highlights: z.array(copyText(4, 160)).check(z.minLength(3), z.maxLength(5)),
      }),
    )
    .check(z.maxLength(12)),
  team: z.object({
    intro: copyText(20, 500),
    members: z.array(z.object({ role: copyText(2, 60), bio: copyText(15, 320) })).check(z.minLength(2), z.maxLength(6)),
  }),
  /**
   * Menu, shop and events hold facts (prices, dates) that only the owner can give: a copywriter
   * writes the intro and may suggest empty menu sections; the items come from the owner's editor.
   */
  menu: z.nullable(
    z.object({
      intro: copyText(15, 400),
      sections: z
        .array(z.object({ ...titled, items: z.array(ownerItem(200)).check(z.maxLength(30)) }))
        .check(z.maxLength(8)),
    }),
  ),
  shop: z.nullable(z.object({ intro: copyText(15, 400), products: z.array(ownerItem(220)).check(z.maxLength(30)) })),
  events: z.nullable(
    z.object({
      intro: copyText(15, 400),
      items: z.array(z.object({ ...titled, when: optional(80), description: optional(320) })).check(z.maxLength(12)),
    }),
  ),
  faq: z.array(z.object({ question: copyText(8, 160), answer: copyText(15, 500) })).check(z.maxLength(10)),
  contact: z.object({ ...titled, intro: copyText(15, 400) }),
  cta: z.object({ ...titled, text: copyText(10, 300), button: copyText(2, 32) }),
  seo: z.object({ title: copyText(10, 80), description: copyText(40, 200) }),
});
export type SiteCopy = z.infer<typeof siteCopySchema>;

/** What the copy must cover beyond its shape: every chosen service, and the optional pages. */
export function checkCopyCovers(
  copy: SiteCopy,
  pages: readonly string[],
  services: readonly { slug: string }[],
): string[] {
  const problems: string[] = [];
  for (const service of services) {
    if (!copy.services.some((s) => s.slug === service.slug)) problems.push(`services: no copy for "${service.slug}"`);
  }
  for (const page of ['menu', 'shop', 'events'] as const) {
    if (pages.includes(page) && !copy[page]) problems.push(`${page}: missing`);
  }
  return problems;
}
