import { describe, expect, it } from 'vitest';
import {
  hasGeneratedFacts,
  stripGeneratedDraft,
  stripWorkingCopy,
} from '../../src/features/site-renderer/invented-facts.ts';
import { pagesNeedingDetails } from '../../src/features/site-renderer/owner-facts.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { assembleSpec, copyRequestFor } from '../../src/server/generation/assemble.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import { siteSpecSchema, type SiteSpec } from '../../src/schemas/site-spec.ts';
import { RECORD, REQUEST } from './renderer-fixture.ts';

/** A draft as today's copywriter writes it: empty menu sections, no products, no events. */
function truthfulDraft(): SiteSpec {
  const request = generateWebsiteSchema.parse(REQUEST);
  const copy = writeBuiltinCopy(copyRequestFor(request, RECORD, 1));
  return siteSpecSchema.parse(
    assembleSpec({
      request,
      record: RECORD,
      copy,
      baseUrl: 'https://x.example/sites/a/',
      platformUrl: 'https://x.example',
      logo: null,
      ogImage: 'assets/og.jpg',
      year: 2026,
    }),
  );
}

/** The same draft as the copywriter wrote it before it was made truthful (its exact old text). */
function oldDraft(): SiteSpec {
  const spec = truthfulDraft();
  const { menu, shop, events } = spec.copy;
  return {
    ...spec,
    copy: {
      ...spec.copy,
      menu: menu && {
        ...menu,
        sections: menu.sections.map((s, i) =>
          i === 0
            ? {
                ...s,
                items: [
                  {
                    name: 'Espresso',
                    description: 'A double shot of our house blend, rich and chocolatey.',
                    price: '$3.25',
                  },
                  {
                    name: 'Latte',
                    description: 'Espresso and steamed milk; add vanilla, caramel or hazelnut.',
                    price: '$5.25',
                  },
                ],
              }
            : s,
        ),
      },
      shop: shop && {
        ...shop,
        products: [
          {
            name: 'Gift card',
            description: 'A Sunrise Coffee House gift card in the amount of your choice.',
            price: 'From $25',
          },
        ],
      },
      events: events && {
        ...events,
        items: [
          {
            title: 'Open mic night',
            when: 'Thursdays, 7 p.m.',
            description: 'Local musicians, poets and comedians take the corner stage. Sign up at the counter.',
          },
        ],
      },
      faq: [
        {
          question: 'Do you have dairy-free and gluten-free options?',
          answer:
            'Yes. We keep plant-based milks on hand and usually have gluten-free baking in the case. Ask the team about allergens and ingredients.',
        },
        ...spec.copy.faq,
      ],
    },
  };
}

const pageText = (spec: SiteSpec) =>
  renderSite(spec)
    .filter((f) => f.path.endsWith('.html'))
    .map((f) => String(f.body))
    .join('\n');

describe('taking invented facts out of stored drafts', () => {
  it('empties an old draft’s menu, shop and events and drops its made-up FAQ, so those pages need the owner’s details', () => {
    const old = oldDraft();
    expect(pageText(old)).toContain('$3.25');
    const stripped = stripGeneratedDraft(old);
    expect(hasGeneratedFacts(stripped)).toBe(false);
    expect(stripped.copy.menu!.sections.length).toBe(old.copy.menu!.sections.length);
    expect(stripped.copy.faq).toEqual(truthfulDraft().copy.faq);
    expect(
      pagesNeedingDetails(stripped)
        .map((p) => p.page)
        .sort(),
    ).toEqual(['events', 'menu', 'shop']);
    const text = pageText(stripped);
    for (const invented of ['$3.25', 'From $25', 'Thursdays, 7 p.m.', 'plant-based milks'])
      expect(text).not.toContain(invented);
    expect(renderSite(stripped).map((f) => f.path)).not.toContain('menu/index.html');
  });

  it('also drops what a model invented in an old draft (unknown text), keeping only the FAQ made from the owner’s words', () => {
    const spec = oldDraft();
    const modelMade: SiteSpec = {
      ...spec,
      copy: {
        ...spec.copy,
        menu: {
          ...spec.copy.menu!,
          sections: [
            { title: 'Drinks', items: [{ name: 'Maple latte', description: 'Our signature.', price: '$6.10' }] },
          ],
        },
        faq: [
          ...spec.copy.faq,
          { question: 'Is there parking?', answer: 'Yes, free parking behind the building for twenty cars.' },
        ],
      },
    };
    const stripped = stripGeneratedDraft(modelMade);
    expect(stripped.copy.menu!.sections[0]!.items).toEqual([]);
    expect(stripped.copy.faq.map((f) => f.question)).toEqual(truthfulDraft().copy.faq.map((f) => f.question));
  });

  it('leaves a truthful draft alone (same object) and is idempotent', () => {
    const fresh = truthfulDraft();
    expect(stripGeneratedDraft(fresh)).toBe(fresh);
    const once = stripGeneratedDraft(oldDraft());
    expect(stripGeneratedDraft(once)).toBe(once);
  });
});

describe('taking invented facts out of working copies', () => {
  it('keeps the owner’s own and changed entries, drops those still as the copywriter wrote them', () => {
    const source = oldDraft();
    const menu = source.copy.menu!;
    const working: SiteSpec = {
      ...source,
      copy: {
        ...source.copy,
        menu: {
          ...menu,
          sections: menu.sections.map((s, i) =>
            i === 0
              ? {
                  ...s,
                  items: [
                    s.items[0]!, // untouched: invented
                    { ...s.items[1]!, price: '$5.75' }, // the owner set the real price: theirs now
                    { name: 'Oat flat white', description: 'Our own.', price: '$5.50' },
                  ],
                }
              : s,
          ),
        },
        events: {
          ...source.copy.events!,
          items: [
            ...source.copy.events!.items,
            { title: 'Poetry night', when: 'Friday 3 April, 7 p.m.', description: 'Readings by local poets.' },
          ],
        },
        faq: [
          ...source.copy.faq,
          {
            question: 'Do you have dairy-free and gluten-free options?',
            answer: 'Oat and soy milk always; no gluten-free baking yet.',
          },
        ],
      },
    };
    const stripped = stripWorkingCopy(working, source);
    expect(stripped.copy.menu!.sections[0]!.items.map((i) => `${i.name} ${i.price}`)).toEqual([
      'Latte $5.75',
      'Oat flat white $5.50',
    ]);
    expect(stripped.copy.shop!.products).toEqual([]);
    expect(stripped.copy.events!.items.map((e) => e.title)).toEqual(['Poetry night']);
    expect(stripped.copy.faq.map((f) => f.answer)).toContain('Oat and soy milk always; no gluten-free baking yet.');
    expect(stripped.copy.faq.some((f) => f.answer.includes('plant-based milks'))).toBe(false);
    expect(stripWorkingCopy(stripped, stripGeneratedDraft(source))).toBe(stripped);
  });

  it('recognises the old built-in copywriter’s text without the source draft, and never touches owner entries that only share a name', () => {
    const stripped = stripWorkingCopy(oldDraft(), undefined);
    expect(hasGeneratedFacts(stripped)).toBe(false);
    // The renderer fixture's owner entries: 'Espresso $3.25' with the owner's own description stays.
    const owner = siteSpecSchema.parse({
      ...truthfulDraft(),
      copy: {
        ...truthfulDraft().copy,
        menu: {
          ...truthfulDraft().copy.menu!,
          sections: [{ title: 'Coffee', items: [{ name: 'Espresso', description: 'Our espresso.', price: '$3.25' }] }],
        },
      },
    });
    expect(stripWorkingCopy(owner, undefined)).toBe(owner);
  });
});
