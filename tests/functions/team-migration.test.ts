// Migration 0008 on a database with today's accounts: each becomes a person (same email, same
// password hash) who owns the business, with its listing, lead and review untouched.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve('src/server/db/migrations');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();

describe('migration 0008 (people and sessions)', () => {
  it('turns every existing account into its owner, keeping what hangs off the account id', async () => {
    const db = await PGlite.create({ extensions: { btree_gist } });
    for (const f of files.filter((f) => f < '0008')) await db.exec(readFileSync(path.join(DIR, f), 'utf8'));
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO businesses (business_name, business_email, password_hash, referral_code) VALUES
       ('Maple Bakery', 'Maple@Example.ca', 'scrypt$1$maple', 'maple-1'), ('Birch Cafe', 'birch@example.ca', 'scrypt$1$birch', 'birch-1') RETURNING id`,
    );
    const [maple, birch] = rows.map((r) => r.id);
    await db.query(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code) VALUES ('maple', $1, 'Maple Bakery', 'Barrie', 'barrie', 'ON', 'CA')`,
      [maple],
    );
    await db.query(
      `INSERT INTO messages (recipient_id, first_name, last_name, email, message) VALUES ($1, 'Jo', 'Smith', 'jo@example.ca', 'Hello')`,
      [birch],
    );

    for (const f of files.filter((f) => f >= '0008')) await db.exec(readFileSync(path.join(DIR, f), 'utf8'));

    const people = await db.query<{ email: string; password_hash: string; role: string; business_id: string }>(
      `SELECT u.email, u.password_hash, m.role, m.business_id FROM users u JOIN memberships m ON m.user_id = u.id ORDER BY lower(u.email)`,
    );
    expect(people.rows).toEqual([
      { email: 'birch@example.ca', password_hash: 'scrypt$1$birch', role: 'owner', business_id: birch },
      { email: 'Maple@Example.ca', password_hash: 'scrypt$1$maple', role: 'owner', business_id: maple },
    ]);
    expect((await db.query('SELECT owner_id FROM listings')).rows).toEqual([{ owner_id: maple }]);
    expect((await db.query('SELECT recipient_id FROM messages')).rows).toEqual([{ recipient_id: birch }]);

    // A business made afterwards gets its owner from the trigger; a second owner is refused.
    const {
      rows: [cedar],
    } = await db.query<{ id: string }>(
      `INSERT INTO businesses (business_name, business_email, password_hash, referral_code) VALUES ('Cedar Shop', 'cedar@example.ca', 'h', 'cedar-1') RETURNING id`,
    );
    expect((await db.query(`SELECT role FROM memberships WHERE business_id = $1`, [cedar!.id])).rows).toEqual([
      { role: 'owner' },
    ]);
    const birchOwner = people.rows[0]!;
    const {
      rows: [someone],
    } = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [birchOwner.email]);
    await expect(
      db.query(`INSERT INTO memberships (user_id, business_id, role) VALUES ($1, $2, 'owner')`, [
        someone!.id,
        cedar!.id,
      ]),
    ).rejects.toThrow(/memberships_one_owner/);
    await db.close();
  }, 60_000);
});
