// `npm run db:seed -- --production` (issue 42): the directory, tools and articles, and no account anyone can sign
// into with a password this repository contains. Runs on a database of its own (the shared one holds the demos and
// every other test's accounts), then gives the other files theirs back.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import login from '../../functions/business-login.mts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { loginSchema } from '../../src/schemas/business.ts';
import { DEMO_ACCOUNT, findDemoAccounts, seedAll } from '../../src/server/seed/seed.ts';
import { DEMO_SALON } from '../../src/server/seed/demo-salon.ts';
import { readListings } from '../../src/server/seed/content-files.ts';
import { QUEBEC_DEMO_EMAIL } from '../../src/server/seed/demo-shop.ts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD } from './accounts-helpers.ts';

const SCANNED = ['src', 'scripts', 'content', 'docs', 'README.md', 'CONTRIBUTING.md'];
/** `password: '…'`, `PASSWORD = "…"` in code; "`someone@x` / `secret`" in the docs. */
const PASSWORD_LITERAL = /password\w*['"]?\s*[:=]\s*['"]([^'"\s]{6,})['"]/gi;
const DOCUMENTED_LOGIN = /`[^`\s]+@[^`\s]+` \/ `([^`]+)`/g;

function files(entry: string): string[] {
  if (statSync(entry).isFile()) return /\.(ts|mts|tsx|astro|json|md)$/.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => (name === 'node_modules' ? [] : files(path.join(entry, name))));
}

/** Every password the repository spells out that the login form would accept, the demos' first. */
function repositoryPasswords(): string[] {
  const found = new Set([DEMO_ACCOUNT.password, DEMO_SALON.password, GOOD_PASSWORD]);
  for (const file of SCANNED.flatMap(files)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of [PASSWORD_LITERAL, DOCUMENTED_LOGIN])
      for (const m of text.matchAll(pattern)) found.add(m[1]!);
  }
  return [...found].filter(
    (password) => loginSchema.safeParse({ business_email: 'a@b.ca', business_password: password }).success,
  );
}

const signIn = (email: string, password: string) =>
  call(login, '/api/business/login', {
    method: 'POST',
    json: { business_email: email, business_password: password },
    headers: { 'x-nf-client-connection-ip': freshIp() },
  });

let db: EmbeddedDatabase;
const saved = { ...process.env };

beforeAll(async () => {
  db = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 });
  await closeDb();
  for (const name of ['DATABASE_URL', 'DATABASE_DRIVER', 'NEON_WS_PROXY']) delete process.env[name];
  process.env.DB_PORT = String(new URL(db.url).port);
  resetEnvCache();
  await migrate();
  await seedAll('content', undefined, { demos: false });
}, 120_000);

afterAll(async () => {
  await closeDb();
  Object.assign(process.env, saved);
  resetEnvCache();
  await db?.stop();
});

describe('npm run db:seed -- --production', () => {
  it('loads the directory, tools and articles, and nothing of the demos', async () => {
    const [counts] = await query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM listings) AS listings, (SELECT count(*)::int FROM tools) AS tools,
              (SELECT count(*)::int FROM content_items) AS articles, (SELECT count(*)::int FROM reviews) AS reviews`,
    );
    expect(counts).toMatchObject({ listings: expect.any(Number), tools: expect.any(Number) });
    for (const n of Object.values(counts!)) expect(n).toBeGreaterThan(0);
    expect(await findDemoAccounts()).toEqual([]);
    const demoEmails = [DEMO_ACCOUNT.email, DEMO_SALON.email].map((e) => e.toLowerCase());
    expect(await query('SELECT 1 FROM users WHERE lower(email) = ANY($1)', [demoEmails])).toEqual([]);
    const [leftovers] = await query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM messages) AS leads, (SELECT count(*)::int FROM bookings) AS bookings,
              (SELECT count(*)::int FROM bookable_services) AS services,
              (SELECT count(*)::int FROM catalogue_items) AS shop_items,
              (SELECT count(*)::int FROM payout_accounts) AS payout_accounts,
              (SELECT count(*)::int FROM websites) AS websites,
              (SELECT count(*)::int FROM analytics_daily) AS reporting`,
    );
    expect(leftovers).toEqual({
      leads: 0,
      bookings: 0,
      services: 0,
      shop_items: 0,
      payout_accounts: 0,
      websites: 0,
      reporting: 0,
    });
  });

  it('loads every listing unclaimed and leaves no account at all', async () => {
    expect(await query('SELECT email FROM users')).toEqual([]);
    expect(await query('SELECT business_email FROM businesses')).toEqual([]);
    const claimed = await query(
      `SELECT business_unique_id FROM listings WHERE owner_id IS NOT NULL OR business_rank <> 'unclaimed'`,
    );
    expect(claimed).toEqual([]);
  });

  // With no account at all (above), no address can sign in; this tries the ones a local load makes accounts for.
  it('lets no demo address sign in with any password the repository contains', async () => {
    const passwords = repositoryPasswords();
    expect(passwords).toContain(DEMO_ACCOUNT.password);
    const owners = (await readListings('content')).flatMap((l) => (l.owner_email ? [l.owner_email] : []));
    expect(owners).toContain(QUEBEC_DEMO_EMAIL);
    const addresses = [DEMO_ACCOUNT.email, DEMO_SALON.email, QUEBEC_DEMO_EMAIL, owners[0]!];
    const signedIn: string[] = [];
    for (const email of addresses) {
      for (const password of passwords) {
        const res = await signIn(email, password);
        if (res.status !== 401) signedIn.push(`${email} / ${password}: ${res.status}`);
      }
      // Ten tries per address in ten minutes (accounts/limits.ts): this address's count starts again.
      await query(`DELETE FROM rate_limits WHERE bucket LIKE 'login:email:%'`);
    }
    expect(signedIn).toEqual([]);
  }, 300_000);

  it('can fail: after the default load, the demo account signs in with its printed password', async () => {
    await seedAll('content', undefined, { demos: true });
    expect(await findDemoAccounts()).toContain(DEMO_ACCOUNT.email);
    expect((await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).status).toBe(200);
  }, 120_000);
});
