// Issue 39: the wizard's optional address. Without it a generated site says nothing about where the business
// is; with it the site shows it and answers 'Where are you?', and an owner's listing takes it (one record).
import { beforeAll, describe, expect, it } from 'vitest';
import sites from '../../functions/sites.mts';
import { query } from '../../src/server/db/client.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import { createAccount, send, wizardForm } from './generation-helpers.ts';
import { generateAndSettle } from './generation-background.ts';

const ORIGIN = 'http://localhost:8888';
/** The wizard's answer (202, or 400 for a bad field), with the draft's address once built in the background. */
const post = async (cookie: string, patch: Record<string, string>) => {
  const { started, draft } = await generateAndSettle(cookie, wizardForm(patch));
  if (started.status === 202) expect(draft?.status).toBe('ready');
  return { status: started.status, body: { ...started.body, draftUrl: draft?.draft_url ?? '' } };
};
const page = async (draftUrl: string, path = '') => String((await send(sites, `${ORIGIN}${draftUrl}${path}`)).body);
const specOf = async (draftId: string) =>
  (await query<{ site_spec: SiteSpec }>('SELECT site_spec FROM website_drafts WHERE id = $1', [draftId]))[0]!.site_spec;
const ADDRESS = { street_address: '12 Sparks Street', city: 'Ottawa', state_code: 'ON', postal_code: 'K1P 5B5' };

beforeAll(() => {
  process.env.SCREENSHOTS = 'off';
});

describe('the wizard’s address', () => {
  it('without one (and no listing), no page says where the business is or offers "Follow"', async () => {
    const owner = await createAccount(`Nowhere Diner ${Date.now()}`);
    const { status, body } = await post(owner.cookie, {
      websiteType: 'restaurant',
      businessSubCategory: 'diner',
      selectedPages: JSON.stringify(['home', 'menu', 'services', 'contact']),
      selectedServices: JSON.stringify(['dine-in']),
    });
    expect(status).toBe(202);
    const spec = await specOf(body.draft_id);
    expect(spec.business.address).toBeNull();
    expect(spec.services.map((s) => s.slug)).toEqual(['dine-in']);
    const home = await page(body.draftUrl);
    expect(home).not.toMatch(/Where are you\?|how to find us|>Follow<|Say hello in person|See the menu/);
    expect(home).toContain('Book a table');
    expect(home).not.toMatch(/Delivery|Takeout/);
  });

  it('with one, shows it, answers "Where are you?", and keeps it in the draft of an owner unlisted', async () => {
    const owner = await createAccount(`Sparks Street Cafe ${Date.now()}`);
    const { status, body } = await post(owner.cookie, { businessAddress: JSON.stringify(ADDRESS) });
    expect(status).toBe(202);
    expect((await specOf(body.draft_id)).business.address).toEqual({
      street: '12 Sparks Street',
      city: 'Ottawa',
      province: 'Ontario',
      postalCode: 'K1P 5B5',
      country: 'CA',
    });
    const home = await page(body.draftUrl);
    expect(home).toContain('We are at 12 Sparks Street, Ottawa, Ontario K1P 5B5. Call +1 780-555-0134 for directions.');
    expect(await page(body.draftUrl, 'contact/')).toContain('12 Sparks Street<br>Ottawa, Ontario<br>K1P 5B5');
  });

  it('writes it to the owner’s listing, and refuses half an address with the field named', async () => {
    const owner = await createAccount(`Listed Cafe ${Date.now()}`);
    const [listing] = await query<{ id: string }>(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, categories, city, city_slug, state_code,
         country_code) VALUES ($1, $2, 'Listed Cafe', '{Cafe}', 'Barrhead', 'barrhead', 'AB', 'CA') RETURNING id`,
      [`listed-${owner.id.slice(0, 8)}`, owner.id],
    );
    const half = await post(owner.cookie, { businessAddress: JSON.stringify({ street_address: '12 Sparks Street' }) });
    expect(half.status).toBe(400);
    expect(half.body.error.fields).toEqual({
      businessAddress: [
        'Please enter your city, or leave the whole address empty.',
        'Please choose your province or territory, or leave the whole address empty.',
      ],
    });
    expect((await post(owner.cookie, { businessAddress: JSON.stringify(ADDRESS) })).status).toBe(202);
    const [after] = await query('SELECT street_address, city, state_code, postal_code FROM listings WHERE id = $1', [
      listing!.id,
    ]);
    expect(after).toEqual(ADDRESS);
  });
});
