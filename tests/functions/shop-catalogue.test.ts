// The shop's catalogue functions (issue 40): sections and items added, edited, reordered and deleted by the owner
// and managers; staff and viewers read only; another business's ids are not found; bad input names its field; a
// reorder is all or nothing, even with many at once; a stock edit keeps units a checkout held meanwhile.
import { beforeAll, describe, expect, it } from 'vitest';
import catalogue from '../../functions/shop-catalogue.mts';
import sections from '../../functions/shop-catalogue-sections.mts';
import items from '../../functions/shop-catalogue-items.mts';
import reorder from '../../functions/shop-catalogue-reorder.mts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';
import { query } from '../../src/server/db/client.ts';
import { LIST_CHANGED } from '../../src/server/shop/catalogue.ts';
import type { CatalogueItem, CatalogueResponse, CatalogueSection } from '../../src/schemas/catalogue-responses.ts';

let shop: Team;
let other: Team;
let owner: string;
let manager: string;
let staff: string;
let viewer: string;
let stranger: string;
beforeAll(async () => {
  [shop, other] = await Promise.all([makeTeam({ name: 'Catalogue Café' }), makeTeam({ name: 'Other Shop' })]);
  [owner, manager, staff, viewer, stranger] = await Promise.all([
    sessionFor(shop.users.owner.id, shop.businessId),
    sessionFor(shop.users.manager.id, shop.businessId),
    sessionFor(shop.users.staff.id, shop.businessId),
    sessionFor(shop.users.viewer.id, shop.businessId),
    sessionFor(other.users.owner.id, other.businessId),
  ]);
});

type Fn = typeof catalogue;
const send = (fn: Fn, path: string, method: string, cookie: string, json?: unknown) =>
  call(fn, path, { method, headers: { cookie }, json });
const list = async (cookie: string) =>
  (await send(catalogue, '/api/shop/catalogue', 'GET', cookie)).body as CatalogueResponse;
const addSection = async (cookie: string, en: string) =>
  (
    (await send(sections, '/api/shop/catalogue/sections', 'POST', cookie, { name: { en } })).body as {
      section: CatalogueSection;
    }
  ).section;
const latte = (sectionId: string | null, changes: Record<string, unknown> = {}) => ({
  section_id: sectionId,
  name: { en: 'Latte' },
  description: { en: 'Espresso and steamed milk.' },
  price: '4.50',
  choices: [
    {
      name: { en: 'Size' },
      options: [
        { name: { en: 'Small' }, delta: '0' },
        { name: { en: 'Large' }, delta: '1.00' },
      ],
    },
  ],
  photos: [],
  stock: 12,
  tax_category: 'taxable',
  pickup: true,
  local_delivery: false,
  shipping: false,
  visible: true,
  ...changes,
});
const addItem = async (cookie: string, body: unknown) => {
  const res = await send(items, '/api/shop/catalogue/items', 'POST', cookie, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { item: CatalogueItem }).item;
};

describe('shop catalogue', () => {
  it('adds a section and an item with a choice and stock, stored in cents, and lists them', async () => {
    const coffee = await addSection(owner, 'Coffee');
    const item = await addItem(manager, latte(coffee.id));
    expect(item).toMatchObject({ price_cents: 450, stock: 12, section_id: coffee.id, visible: true });
    expect(item.choices[0]!.options.map((o) => o.deltaCents)).toEqual([0, 100]);
    expect(item.choices[0]!.options.every((o) => /^[a-z0-9]+$/.test(o.id))).toBe(true);
    const [row] = await query<{ choices: unknown }>('SELECT choices FROM catalogue_items WHERE id = $1', [item.id]);
    expect(row!.choices).toEqual(item.choices); // the shape 0029 documents: deltaCents, option ids
    const seen = await list(viewer);
    expect(seen.can_edit).toBe(false);
    expect(seen.languages).toEqual(['en']);
    expect(seen.items.map((i) => i.id)).toContain(item.id);
    expect((await list(owner)).can_edit).toBe(true);
  });

  it('edits keep option ids, hide an item, and apply a stock change as a difference', async () => {
    const item = await addItem(owner, latte(null));
    await query('UPDATE catalogue_items SET stock = stock - 2 WHERE id = $1', [item.id]); // a checkout held 2
    const res = await send(items, '/api/shop/catalogue/items', 'PATCH', owner, {
      id: item.id,
      stock_seen: 12,
      ...latte(null, { price: '5,25', stock: 20, visible: false, choices: item.choices.map(withDelta) }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = (res.body as { item: CatalogueItem }).item;
    expect(saved).toMatchObject({ price_cents: 525, stock: 18, visible: false });
    expect(saved.choices[0]!.options.map((o) => o.id)).toEqual(item.choices[0]!.options.map((o) => o.id));
    const unlimited = await send(items, '/api/shop/catalogue/items', 'PATCH', owner, {
      id: item.id,
      stock_seen: 18,
      ...latte(null, { stock: null }),
    });
    expect((unlimited.body as { item: CatalogueItem }).item.stock).toBeNull();
  });

  it('lets staff and viewers read but not write', async () => {
    for (const cookie of [staff, viewer]) {
      expect((await send(sections, '/api/shop/catalogue/sections', 'POST', cookie, { name: { en: 'X' } })).status).toBe(
        403,
      );
      expect((await send(items, '/api/shop/catalogue/items', 'POST', cookie, latte(null))).status).toBe(403);
    }
  });

  it("answers 404 for another business's section and item, and 400 for its section on an item", async () => {
    const theirs = await addSection(stranger, 'Theirs');
    const mine = await addItem(owner, latte(null));
    const rename = await send(sections, '/api/shop/catalogue/sections', 'PATCH', owner, {
      id: theirs.id,
      name: { en: 'Mine now' },
    });
    expect(rename.status).toBe(404);
    const edit = await send(items, '/api/shop/catalogue/items', 'PATCH', stranger, { id: mine.id, ...latte(null) });
    expect(edit.status).toBe(404);
    expect((await send(items, '/api/shop/catalogue/items', 'DELETE', stranger, { id: mine.id })).status).toBe(404);
    const into = await send(items, '/api/shop/catalogue/items', 'POST', owner, latte(theirs.id));
    expect(into.status).toBe(400);
    expect((into.body as { error: { fields: Record<string, string[]> } }).error.fields.section_id).toEqual([
      'Choose one of your sections.',
    ]);
  });

  it('refuses bad input with the field and the message, and writes nothing', async () => {
    const before = (await list(owner)).items.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: '4.5.0' }, 'price', 'Enter a price in dollars, such as 4.50.'],
      [{ price: '-3' }, 'price', 'Enter a price in dollars, such as 4.50.'],
      [{ stock: -1 }, 'stock', 'Stock cannot be negative.'],
      [{ stock: 1.5 }, 'stock', 'Stock is a whole number.'],
      [{ tax_category: 'luxury' }, 'tax_category', 'Choose a tax category: taxable, zero-rated or exempt.'],
      [
        { pickup: false, local_delivery: false, shipping: false },
        'pickup',
        'Choose at least one way to get it: pickup, local delivery or shipping.',
      ],
      [{ name: { en: '' } }, 'name', 'Give the item a name in English.'],
      [
        { photos: ['https://elsewhere.example/x.jpg'] },
        'photos',
        'Upload photos here: a photo from elsewhere cannot be used.',
      ],
    ];
    for (const [changes, field, message] of cases) {
      const res = await send(items, '/api/shop/catalogue/items', 'POST', owner, latte(null, changes));
      expect(res.status, field).toBe(400);
      expect((res.body as { error: { fields: Record<string, string[]> } }).error.fields[field]).toEqual([message]);
    }
    expect((await list(owner)).items.length).toBe(before);
  });

  it('reorders sections in one statement, refuses a list that is not the current one, survives a crowd', async () => {
    const team = await makeTeam({ name: 'Reorder Bakery' });
    const cookie = await sessionFor(team.users.owner.id, team.businessId);
    const made = [];
    for (const name of ['Bread', 'Cakes', 'Coffee', 'Tea']) made.push(await addSection(cookie, name));
    const ids = made.map((s) => s.id);
    const reversed = [...ids].reverse();
    const ok = await send(reorder, '/api/shop/catalogue/reorder', 'POST', cookie, { kind: 'sections', ids: reversed });
    expect(ok.status).toBe(200);
    expect((await list(cookie)).sections.map((s) => s.id)).toEqual(reversed);
    for (const bad of [ids.slice(1), [...ids.slice(1), ids[1]!], [...ids.slice(1), made[0]!.id.replace(/.$/, '0')]]) {
      const res = await send(reorder, '/api/shop/catalogue/reorder', 'POST', cookie, { kind: 'sections', ids: bad });
      expect(res.status).toBe(409);
      expect((res.body as { error: { message: string } }).error.message).toBe(LIST_CHANGED);
    }
    expect((await list(cookie)).sections.map((s) => s.id)).toEqual(reversed); // nothing moved
    // Many orders at once: each is applied whole, so the result is one of them, never a mix.
    const orders = Array.from({ length: 8 }, (_, n) => [...ids.slice(n % 4), ...ids.slice(0, n % 4)]);
    await Promise.all(
      orders.map((o) => send(reorder, '/api/shop/catalogue/reorder', 'POST', cookie, { kind: 'sections', ids: o })),
    );
    const final = (await list(cookie)).sections.map((s) => s.id);
    expect(orders.map((o) => o.join())).toContain(final.join());
    const positions = (await list(cookie)).sections.map((s) => s.position);
    expect(positions).toEqual([0, 1, 2, 3]);
  });

  it('deletes a section, keeping its items without one', async () => {
    const section = await addSection(owner, 'Seasonal');
    const item = await addItem(owner, latte(section.id));
    expect((await send(sections, '/api/shop/catalogue/sections', 'DELETE', owner, { id: section.id })).status).toBe(
      200,
    );
    const after = await list(owner);
    expect(after.sections.map((s) => s.id)).not.toContain(section.id);
    expect(after.items.find((i) => i.id === item.id)?.section_id).toBeNull();
  });
});

function withDelta(choice: CatalogueItem['choices'][number]) {
  return {
    name: choice.name,
    options: choice.options.map((o) => ({ id: o.id, name: o.name, delta: (o.deltaCents / 100).toFixed(2) })),
  };
}
