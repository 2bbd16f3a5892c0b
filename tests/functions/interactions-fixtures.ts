// Fixtures for the listing-interaction function tests: accounts, listings, sessions and §7 bodies.
import { randomBytes, randomUUID } from 'node:crypto';
import { query } from '../../src/server/db/client.ts';
import { createSessionToken } from '../../src/server/auth/session.ts';
import { buildBlocMail, type ContactMode } from '../../src/schemas/contact.ts';
import { call } from './helpers.ts';
import createNewBlocMail from '../../functions/bloc-mail-create-new-bloc-mail.mts';

const unique = () => randomBytes(4).toString('hex');
const created = { accounts: [] as string[], listings: [] as string[] };

/**
 * Removes what these fixtures created (reviews and messages go with their listing), so the e2e
 * build that follows the function tests on the same database shows only the seeded directory.
 */
export async function removeFixtures(): Promise<void> {
  await query('DELETE FROM listings WHERE id = ANY($1::uuid[])', [created.listings.splice(0)]);
  await query('DELETE FROM messages WHERE recipient_id = ANY($1::uuid[])', [created.accounts]);
  await query('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [created.accounts.splice(0)]);
}

export async function createAccount(opts: { role?: 'business' | 'admin'; name?: string } = {}) {
  const id = unique();
  const email = `owner-${id}@example.ca`;
  const [row] = await query<{ id: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code, role)
     VALUES ($1, $2, 'not-a-real-hash', $3, $4) RETURNING id`,
    [opts.name ?? `Test Shop ${id}`, email, `test-${id}`, opts.role ?? 'business'],
  );
  created.accounts.push(row!.id);
  const token = await createSessionToken(row!.id);
  return { id: row!.id, email, cookie: `accessToken=${token}` };
}

export async function createListing(ownerId: string | null, name = `Listing ${unique()}`) {
  const slug = `test-listing-${unique()}`;
  const [row] = await query<{ id: string }>(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, city, city_slug, state_code, country_code)
     VALUES ($1, $2, $3, $4, 'Camrose', 'camrose', 'AB', 'CA') RETURNING id`,
    [slug, ownerId, name, ownerId ? 'registered' : 'unclaimed'],
  );
  created.listings.push(row!.id);
  return { id: row!.id, slug, name };
}

/** A fresh client address per call site, so rate limits of one test never touch another. */
export const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export function visitor(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Tremblay',
    email: `visitor-${unique()}@example.ca`,
    phoneNumber: '780-555-0100',
    message: `Lovely place, friendly staff and fresh bread every morning (${randomUUID()}).`,
    ...overrides,
  };
}

export function post(
  mode: ContactMode,
  businessId: string,
  values: Record<string, unknown>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  const body = buildBlocMail({ mode, businessId, businessName: 'Test', values });
  return postRaw(body, opts);
}

/** A generated website's contact form: the lead names its business by the form's opaque id. */
export function postToForm(
  formId: string,
  values: Record<string, unknown>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  const body = buildBlocMail({ mode: 'message', businessId: '', businessName: 'Test', values, source: 'website' });
  const data = JSON.parse(body.additional_function) as Record<string, unknown>;
  delete data.business_id;
  return postRaw({ ...body, additional_function: JSON.stringify({ ...data, form_id: formId }) }, opts);
}

export function postRaw(body: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return call(createNewBlocMail, '/api/bloc-mail/create-new-bloc-mail', {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp(), ...opts.headers },
  });
}
