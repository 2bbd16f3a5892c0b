import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import listing from '../../functions/business-listing.mts';
import listingImage from '../../functions/business-listing-image.mts';
import files from '../../functions/files.mts';
import authFn from '../../functions/business-auth.mts';
import { call } from './helpers.ts';
import { registerAccount, type TestAccount } from './accounts-helpers.ts';
import { sendUpload, useUploadHost } from './upload-helpers.ts';
import { query } from '../../src/server/db/client.ts';

useUploadHost();

// A real 1×1 PNG: uploads are decoded in full (listing-image-upload.ts), so a bare signature is refused.
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const form = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Maple Test Bakery',
  category: 'Bakery',
  business_description: 'Sourdough, croissants and coffee on Main Street since 2009.',
  business_phone_number: '(403) 555-0199',
  street_address: '120 Main Street',
  city: 'Sylvan Lake',
  state_code: 'AB',
  postal_code: 't4s 1a1',
  social: { facebook: 'https://facebook.com/maplebakery', instagram: '', linkedin: '' },
  hours: { monday: { open: '08:00', close: '17:00' }, sunday: null },
  images: [],
  email_opt_in: true,
  ...overrides,
});

const put = (account: TestAccount, json: unknown, headers: Record<string, string> = {}) =>
  call(listing, '/api/business/listing', { method: 'PUT', json, headers: { cookie: account.cookie, ...headers } });

async function upload(
  account: TestAccount | undefined,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  name = 'photo.png',
) {
  const body = new FormData();
  body.set('image', new File([bytes], name, { type }));
  return sendUpload(listingImage, '/api/business/listing-image', {
    method: 'POST',
    body,
    headers: account ? { cookie: account.cookie } : {},
  });
}

describe('GET/PUT /api/business/listing', () => {
  it('needs a session', async () => {
    expect((await call(listing, '/api/business/listing')).status).toBe(401);
    expect((await call(listing, '/api/business/listing', { method: 'PUT', json: form() })).status).toBe(401);
  });

  it('saves the free listing for its owner, marks the site changed and says when it will appear', async () => {
    const account = await registerAccount();
    expect((await call(listing, '/api/business/listing', { headers: { cookie: account.cookie } })).body).toEqual({
      listing: null,
    });
    const before = new Date();
    // A name of its own, so that its address is free on a second run against the same database too.
    const tag = randomBytes(3).toString('hex');
    const res = await put(account, form({ business_name: `Maple Test Bakery ${tag}` }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message:
        'Your listing is saved and live now: its directory page shows this version. Location lists and directory search catch up within the hour.',
      listing: {
        business_unique_id: `maple-test-bakery-${tag}`,
        business_rank: 'registered',
        directory_path: `/directory/canada/alberta/sylvan-lake/maple-test-bakery-${tag}/`,
        form: {
          business_name: `Maple Test Bakery ${tag}`,
          category: 'Bakery',
          postal_code: 'T4S 1A1',
          social: { facebook: 'https://facebook.com/maplebakery' },
          email_opt_in: true,
        },
      },
    });
    const [row] = await query(
      'SELECT owner_id, city_slug, state_code, country_code, hours, email_opt_in FROM listings WHERE owner_id = $1',
      [account.id],
    );
    expect(row).toMatchObject({
      owner_id: account.id,
      city_slug: 'sylvan-lake',
      state_code: 'AB',
      country_code: 'CA',
      email_opt_in: true,
      hours: { monday: { open: '08:00', close: '17:00' }, sunday: null },
    });
    const [state] = await query<{ changed: string }>(
      `SELECT value #>> '{}' AS changed FROM site_state WHERE key = 'content_changed_at'`,
    );
    expect(new Date(state!.changed).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // Having chosen the free plan, the account now belongs on the dashboard (§4).
    expect((await call(authFn, '/api/business/auth', { headers: { cookie: account.cookie } })).body).toMatchObject({
      bloc_services: ['directory-listing'],
    });
  });

  it('edits the same listing (same address) on the next save, and never makes two', async () => {
    const account = await registerAccount();
    const first = (await put(account, form({ business_name: 'Second Bakery' }))).body as {
      listing: { id: string; business_unique_id: string };
    };
    const [a, b] = await Promise.all([
      put(account, form({ business_name: 'Second Bakery Renamed' })),
      put(account, form({ city: 'Red Deer' })),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await query<{ id: string; business_unique_id: string }>(
      'SELECT id, business_unique_id FROM listings WHERE owner_id = $1',
      [account.id],
    );
    expect(rows).toEqual([{ id: first.listing.id, business_unique_id: first.listing.business_unique_id }]);
  });

  it('gives a second business of the same name its own address', async () => {
    const one = await registerAccount();
    const two = await registerAccount();
    const a = (await put(one, form({ business_name: 'Same Name Cafe' }))).body as {
      listing: { business_unique_id: string };
    };
    const b = (await put(two, form({ business_name: 'Same Name Cafe' }))).body as {
      listing: { business_unique_id: string };
    };
    expect(a.listing.business_unique_id).not.toBe(b.listing.business_unique_id);
  });

  it('validates with the listing form schema (400 naming each field)', async () => {
    const account = await registerAccount();
    const res = await put(
      account,
      form({
        business_name: '',
        city: '',
        state_code: 'ZZ',
        business_phone_number: 'call me',
        postal_code: '12345',
        social: { facebook: 'facebook' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          business_name: ['Please enter the name customers know your business by.'],
          city: ['Please enter your city.'],
          state_code: ['Please choose your province or territory.'],
          business_phone_number: ['Your contact number may only contain numbers, spaces, and the symbols +, -, ().'],
          postal_code: ['Please enter a postal code such as T5J 0N3.'],
          social: ['Please enter a full link such as https://facebook.com/yourbusiness'],
        },
      },
    });
  });

  it('refuses a cross-site save', async () => {
    const account = await registerAccount();
    expect((await put(account, form(), { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('POST /api/business/listing-image', () => {
  it('stores an image under the owner’s prefix as WebP, served back by /files with that type', async () => {
    const account = await registerAccount();
    const res = await upload(account, PNG, 'image/png');
    expect(res.status).toBe(201);
    const { url } = res.body as { url: string };
    expect(url).toMatch(new RegExp(`^/files/listing-images/${account.id}/[0-9a-f-]{36}\\.webp$`));
    const served = await call(files, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const saved = await put(account, form({ images: [{ url }] }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ listing: { form: { images: [{ url }] } } });
  });

  it('refuses files that are not images, whatever they claim, and files over 4 MB', async () => {
    const account = await registerAccount();
    const svg = await upload(account, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'image/png', 'x.png');
    expect(svg.status).toBe(400);
    expect(svg.body).toMatchObject({ error: { fields: { image: ['Please choose a JPEG, PNG, WebP or GIF image.'] } } });
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(account, big, 'image/png');
    expect(tooBig.body).toMatchObject({ error: { fields: { image: ['Each image must be 4 MB or smaller.'] } } });
    expect((await upload(undefined, PNG, 'image/png')).status).toBe(401);
  });

  it('a listing cannot use another owner’s upload or an outside address', async () => {
    const owner = await registerAccount();
    const other = await registerAccount();
    const { url } = (await upload(owner, PNG, 'image/png')).body as { url: string };
    const res = await put(other, form({ images: [{ url }] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { fields: { images: ['This image address is not one of your uploads.'] } },
    });
    expect((await put(other, form({ images: [{ url: 'https://tracker.example/pixel.png' }] }))).status).toBe(400);
  });

  it('refuses a cross-site upload', async () => {
    const account = await registerAccount();
    const body = new FormData();
    body.set('image', new File([PNG], 'a.png', { type: 'image/png' }));
    const res = await sendUpload(listingImage, '/api/business/listing-image', {
      method: 'POST',
      body,
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
    });
    expect(res).toMatchObject({ status: 403, body: { error: { code: 'cross_site_refused' } } });
    // The same upload from the site itself is accepted, so the origin alone made the difference.
    const same = await sendUpload(listingImage, '/api/business/listing-image', {
      method: 'POST',
      body,
      headers: { cookie: account.cookie },
    });
    expect(same.status).toBe(201);
  });
});
