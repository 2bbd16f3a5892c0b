// One business name on a site: title, brand, footer, sub-pages and JSON-LD all follow the one record (issue 27).
import { describe, expect, it } from 'vitest';
import { homeTitle, renameInCopy } from '../../src/features/site-renderer/business-name.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { specWithRecord } from '../../src/server/generation/assemble.ts';
import { makeSpec, RECORD } from './renderer-fixture.ts';

const OLD = 'Sunrise Coffee House';
const NEW = 'Northern Lights Cafe';

const html = (files: ReturnType<typeof renderSite>) =>
  files.filter((f) => f.path.endsWith('.html')).map((f) => [f.path, String(f.body)] as const);

describe('one business name', () => {
  it('builds the home title from the record, keeping only the words after the stored name', () => {
    expect(homeTitle(NEW, `${OLD} | Coffee Shop in Barrhead`)).toBe(`${NEW} | Coffee Shop in Barrhead`);
    expect(homeTitle(NEW, `${NEW} | Coffee Shop`)).toBe(`${NEW} | Coffee Shop`);
    expect(homeTitle(NEW, 'Coffee and pastry in Barrhead')).toBe(`${NEW} | Coffee and pastry in Barrhead`);
    expect(homeTitle(NEW, `${NEW} website`)).toBe(`${NEW} website`);
  });

  it('renames the old name in the copy, and leaves it alone when the name is unchanged', () => {
    const { copy } = makeSpec();
    expect(JSON.stringify(copy)).toContain(OLD);
    const renamed = renameInCopy(copy, OLD, NEW);
    expect(JSON.stringify(renamed)).not.toContain(OLD);
    expect(renamed.seo.title.startsWith(NEW)).toBe(true);
    expect(renameInCopy(copy, OLD, OLD)).toBe(copy);
  });

  it('a site whose listing was renamed shows only the new name: title, brand, footer, sub-pages and JSON-LD', () => {
    const spec = specWithRecord(makeSpec(), { ...RECORD, name: NEW });
    expect(spec.business.name).toBe(NEW);
    for (const [path, page] of html(renderSite(spec))) {
      expect(page, path).not.toContain(OLD);
      expect(page, path).toContain(NEW);
    }
    const home = String(renderSite(spec).find((f) => f.path === 'index.html')!.body);
    expect(home).toMatch(new RegExp(`<title>${NEW} \\| `));
    expect(JSON.parse(home.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!).name).toBe(NEW);
  });

  it('a spec stored before the fix (new name in the record, old name in its search title) still titles its home page with the new name', () => {
    const drifted = makeSpec();
    const spec = { ...drifted, business: { ...drifted.business, name: NEW } };
    const home = String(renderSite(spec).find((f) => f.path === 'index.html')!.body);
    expect(home).toContain(`<title>${NEW} | `);
    expect(home).toContain(`<meta property="og:title" content="${NEW} | `);
  });
});
