// Data migration 0030 on a real working copy: the menu items an owner typed in the website editor become catalogue
// records (a price that is not one amount: hidden at $0 with the text kept), the copy is untouched, and a second run
// changes nothing.
import { describe, expect, it } from 'vitest';
import specFn from '../../functions/site-spec.mts';
import { query } from '../../src/server/db/client.ts';
import { catalogueFromSiteCopy } from '../../src/server/shop/catalogue-from-site-copy.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import { createAccount, send } from './generation-helpers.ts';
import { makeDraft, ORIGIN } from './website-helpers.ts';

describe('data migration 0030: the editor’s items as catalogue records', () => {
  it('makes sections and items from the working copy, once, leaving the copy as it was', async () => {
    process.env.SCREENSHOTS = 'off';
    const owner = await createAccount(`Copy Cafe ${Date.now()}`);
    await makeDraft(owner.cookie, {
      businessName: 'Copy Cafe',
      selectedPages: JSON.stringify(['home', 'menu', 'about', 'contact']),
    });
    const loaded = await send(specFn, `${ORIGIN}/api/site/spec`, { headers: { cookie: owner.cookie } });
    const working = loaded.body.spec as SiteSpec;
    working.copy.menu!.sections[0]!.items = [
      { name: 'Oat flat white', description: 'Made with oat milk.', price: '$5.50' },
      { name: 'Soup of the day', description: '', price: 'market price' },
    ];
    const saved = await send(specFn, `${ORIGIN}/api/site/spec`, {
      method: 'PUT',
      body: JSON.stringify({ baseVersion: loaded.body.version, spec: working }),
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    });
    expect(saved.status).toBe(200);
    const before = await query('SELECT spec, version FROM site_specs WHERE business_id = $1', [owner.id]);

    expect(await catalogueFromSiteCopy(undefined, owner.id)).toEqual({ businesses: 1, items: 2 });
    const sections = await query<{ id: string; name: unknown }>(
      'SELECT id, name FROM catalogue_sections WHERE business_id = $1',
      [owner.id],
    );
    expect(sections.map((s) => s.name)).toEqual([{ en: working.copy.menu!.sections[0]!.title }]);
    const items = await query(
      `SELECT section_id, position, name, description, price_cents, visible, stock, pickup FROM catalogue_items
       WHERE business_id = $1 ORDER BY position`,
      [owner.id],
    );
    expect(items).toEqual([
      {
        section_id: sections[0]!.id,
        position: 0,
        name: { en: 'Oat flat white' },
        description: { en: 'Made with oat milk.' },
        price_cents: 550,
        visible: true,
        stock: null,
        pickup: true,
      },
      {
        section_id: sections[0]!.id,
        position: 1,
        name: { en: 'Soup of the day' },
        description: { en: 'Price on your website: market price' },
        price_cents: 0,
        visible: false,
        stock: null,
        pickup: true,
      },
    ]);
    expect(await query('SELECT spec, version FROM site_specs WHERE business_id = $1', [owner.id])).toEqual(before);
    expect(await catalogueFromSiteCopy(undefined, owner.id)).toEqual({ businesses: 0, items: 0 });
    expect(await query('SELECT 1 FROM catalogue_items WHERE business_id = $1', [owner.id])).toHaveLength(2);
  });
});
