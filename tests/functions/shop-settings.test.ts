// Shop settings (issue 40): saved whole in one upsert by the owner or a manager, read by everyone in the business;
// registration numbers checked and normalized; an unregistered business keeps no GST/HST or QST number.
import { beforeAll, describe, expect, it } from 'vitest';
import settings from '../../functions/shop-settings.mts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';
import type { ShopSettingsResponse } from '../../src/schemas/catalogue-responses.ts';
import { GST_HST_MESSAGE, QST_MESSAGE, REGISTERED_NEEDS_NUMBER } from '../../src/schemas/shop-settings.ts';

let shop: Team;
let owner: string;
let staff: string;
beforeAll(async () => {
  shop = await makeTeam({ name: 'Settings Épicerie' });
  [owner, staff] = await Promise.all([
    sessionFor(shop.users.owner.id, shop.businessId),
    sessionFor(shop.users.staff.id, shop.businessId),
  ]);
});

const form = (changes: Record<string, unknown> = {}) => ({
  pickup_enabled: true,
  prep_minutes: 15,
  delivery_enabled: true,
  delivery_fee: '5',
  delivery_minimum: '25.00',
  delivery_postal_prefixes: ['h2', 'H2J', 'h2'],
  shipping_enabled: false,
  shipping_flat: '0',
  registered: true,
  gst_hst_number: '123456789 rt 0001',
  qst_number: '1234567890TQ0001',
  pst_number: '',
  ...changes,
});
const put = (cookie: string, body: unknown) =>
  call(settings, '/api/shop/settings', { method: 'PUT', headers: { cookie }, json: body });
const fieldsOf = (body: unknown) => (body as { error: { fields: Record<string, string[]> } }).error.fields;

describe('shop settings', () => {
  it('answers the defaults before any save, then saves the form in cents with normalized numbers', async () => {
    const first = (await call(settings, '/api/shop/settings', { headers: { cookie: staff } }))
      .body as ShopSettingsResponse;
    expect(first).toMatchObject({ pickup_enabled: true, prep_minutes: 20, gst_hst_number: null, can_edit: false });
    const res = await put(owner, form());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { settings: ShopSettingsResponse }).settings).toMatchObject({
      delivery_fee_cents: 500,
      delivery_minimum_cents: 2500,
      delivery_postal_prefixes: ['H2', 'H2J'],
      gst_hst_number: '123456789RT0001',
      qst_number: '1234567890TQ0001',
      pst_number: null,
    });
    const unregistered = await put(owner, form({ registered: false }));
    expect((unregistered.body as { settings: ShopSettingsResponse }).settings).toMatchObject({
      gst_hst_number: null,
      qst_number: null,
    });
  });

  it('refuses bad numbers, prefixes and an empty registration with the field and the message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gst_hst_number: '12345678RT0001' }, 'gst_hst_number', GST_HST_MESSAGE],
      [{ qst_number: '123456789TQ0001' }, 'qst_number', QST_MESSAGE],
      [{ gst_hst_number: '' }, 'gst_hst_number', REGISTERED_NEEDS_NUMBER],
      [
        { delivery_postal_prefixes: ['D1A'] },
        'delivery_postal_prefixes',
        'Postal-code prefixes are the first 1 to 3 characters of Canadian postal codes, such as K1P or H2.',
      ],
      [{ delivery_fee: 'five' }, 'delivery_fee', 'Enter the delivery fee in dollars, such as 5.00 (0 for free).'],
      [
        { pickup_enabled: false, delivery_enabled: false },
        'pickup_enabled',
        'Offer at least one way to get an order: pickup, local delivery or shipping.',
      ],
    ];
    for (const [changes, field, message] of cases) {
      const res = await put(owner, form(changes));
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body)[field]).toEqual([message]);
    }
    expect((await put(staff, form())).status).toBe(403);
  });
});
