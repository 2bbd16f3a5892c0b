// Every business type the wizard offers: its own phrasebook, truthful and careful copy, its schema.org
// type in the JSON-LD, and every page it offers rendered.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, isSelectable, toSlug, type BusinessType } from '../../src/shared/catalogue/catalogue.ts';
import { BOOKS, writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { copyRequestFor } from '../../src/server/generation/assemble.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import { makeSpec, RECORD, REQUEST } from './renderer-fixture.ts';

const types = CATALOGUE.filter(isSelectable);
const requestFor = (type: BusinessType, sub = type.subCategories[0]!) => ({
  websiteType: toSlug(type.name),
  businessSubCategory: toSlug(sub),
  selectedPages: type.pages,
  selectedServices: type.services.map((s) => toSlug(s.name)),
});

/** Words a lawyer's or a clinic's site must not say on its own: superlatives, promises, titles that are regulated. */
const REGULATED =
  /\b(best|guarantee[ds]?|specialists?|specialized|expert|experts|leading|top-rated|cures?|heals?|accredited|licensed|registered|certified|award|proven|no win)\b/i;

function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(allText) : [];
}

describe('every business type', () => {
  it('is available, with its own phrasebook (not the general fallback)', () => {
    expect(types).toHaveLength(14);
    for (const type of types) expect(BOOKS[toSlug(type.name)], type.name).toBeTruthy();
  });

  it('writes no figure (price, date, year) in its copy, for every sub-category', { timeout: 30_000 }, () => {
    for (const type of types) {
      for (const sub of type.subCategories) {
        const request = generateWebsiteSchema.parse({
          ...REQUEST,
          ...requestFor(type, sub),
          businessBriefExplaination: 'A family business that cares about its neighbours.',
        });
        const copy = writeBuiltinCopy(
          copyRequestFor(request, { ...RECORD, address: { ...RECORD.address!, postalCode: null } }, 1),
        );
        // The owner's own phone and street address are theirs to print; any other figure was invented.
        const given = (t: string) => t.replaceAll(REQUEST.contactNumber, '').replaceAll(RECORD.address!.street!, '');
        for (const text of allText(copy).map(given)) {
          expect(text, `${type.name}/${sub}`).not.toMatch(/\d/);
        }
      }
    }
  });

  it('says nothing that reads as a regulated claim or advice for lawyers and clinics, and says the site is not advice', () => {
    for (const name of ['Lawyer', 'Medical']) {
      const type = types.find((t) => t.name === name)!;
      for (const sub of type.subCategories) {
        for (const variant of [1, 2, 3]) {
          const request = generateWebsiteSchema.parse({
            ...REQUEST,
            ...requestFor(type, sub),
            businessBriefExplaination: 'A small practice that listens.',
          });
          const copy = writeBuiltinCopy(copyRequestFor(request, RECORD, variant));
          for (const text of allText(copy)) expect(text, `${name}/${sub}`).not.toMatch(REGULATED);
          expect(copy.about.paragraphs.join(' '), `${name}/${sub}`).toMatch(
            /nothing on this website is legal advice|does not give medical advice/,
          );
        }
      }
    }
  });

  it('marks its site with its schema.org type and renders every page it offers', () => {
    for (const type of types) {
      const spec = makeSpec(requestFor(type));
      const files = renderSite(spec);
      const paths = new Set(files.map((f) => f.path));
      for (const page of type.pages)
        expect(paths.has(page === 'home' ? 'index.html' : `${page}/index.html`), `${type.name}: ${page}`).toBe(true);
      const home = String(files.find((f) => f.path === 'index.html')!.body);
      const ld = JSON.parse(home.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!) as {
        '@type': string[] | string;
      };
      expect([ld['@type']].flat(), type.name).toContain(type.schemaType);
      for (const service of type.services)
        expect(paths.has(`services/${toSlug(service.name)}/index.html`), `${type.name}: ${service.name}`).toBe(true);
    }
  });
});
