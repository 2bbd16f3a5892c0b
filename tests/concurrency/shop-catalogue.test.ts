// The catalogue's writes on real PostgreSQL (issue 40): 12 different orders of one business's sections sent at once
// leave exactly one of them, whole (one statement each); an owner's stock edit saved while 10 checkouts hold units
// keeps every hold (the edit is applied as a difference from the stock the form was loaded with).
import { afterAll, expect } from 'vitest';
import sectionsFn from '../../functions/shop-catalogue-sections.mts';
import itemsFn from '../../functions/shop-catalogue-items.mts';
import reorderFn from '../../functions/shop-catalogue-reorder.mts';
import { query } from '../../src/server/db/client.ts';
import { call } from '../functions/helpers.ts';
import { createAccount, removeFixtures } from '../functions/interactions-fixtures.ts';
import { atOnce, race } from './race.ts';

afterAll(removeFixtures);

const send = (fn: typeof sectionsFn, path: string, method: string, cookie: string, json: unknown) =>
  call(fn, path, { method, headers: { cookie }, json });

race('12 orders of 5 sections at once: the list is exactly one of them, positions 0 to 4', async () => {
  const owner = await createAccount();
  const ids: string[] = [];
  for (const name of ['Coffee', 'Tea', 'Bread', 'Cakes', 'Gifts']) {
    const res = await send(sectionsFn, '/api/shop/catalogue/sections', 'POST', owner.cookie, { name: { en: name } });
    ids.push((res.body as { section: { id: string } }).section.id);
  }
  const orders = Array.from({ length: 12 }, (_, n) => [...ids.slice(n % 5), ...ids.slice(0, n % 5)].reverse());
  const answers = await atOnce(12, (i) =>
    send(reorderFn, '/api/shop/catalogue/reorder', 'POST', owner.cookie, { kind: 'sections', ids: orders[i] }),
  );
  expect(answers.every((a) => a.status === 200)).toBe(true);
  const rows = await query<{ id: string; position: number }>(
    'SELECT id, position FROM catalogue_sections WHERE business_id = $1 ORDER BY position',
    [owner.id],
  );
  expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
  expect(orders.map((o) => o.join())).toContain(rows.map((r) => r.id).join());
});

race('an owner adds 10 to the stock while 10 checkouts hold one unit each: every hold is kept', async () => {
  const owner = await createAccount();
  const item = {
    section_id: null,
    name: { en: 'Cinnamon bun' },
    description: {},
    price: '4.25',
    choices: [],
    photos: [],
    stock: 10,
    tax_category: 'taxable',
    pickup: true,
    local_delivery: false,
    shipping: false,
    visible: true,
  };
  const made = await send(itemsFn, '/api/shop/catalogue/items', 'POST', owner.cookie, item);
  const id = (made.body as { item: { id: string } }).item.id;
  const hold = () =>
    query('UPDATE catalogue_items SET stock = stock - 1 WHERE id = $1 AND stock >= 1 RETURNING 1', [id]);
  const edit = () =>
    send(itemsFn, '/api/shop/catalogue/items', 'PATCH', owner.cookie, { id, stock_seen: 10, ...item, stock: 20 });
  const answers = await atOnce<unknown>(11, (i) => (i === 5 ? edit() : hold()));
  expect((answers[5] as { status: number }).status).toBe(200);
  const [row] = await query<{ stock: number }>('SELECT stock FROM catalogue_items WHERE id = $1', [id]);
  expect(row!.stock).toBe(10); // 10 - 10 held + 10 added
});
