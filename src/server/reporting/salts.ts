/**
 * Daily-rotating salts for visitor hashes (as Plausible does): hash(salt of the day, site, address,
 * browser). The salt lives only in the database and is deleted once its day is over, so a stored hash
 * cannot be reversed to an address, nor linked to the same visitor on another day.
 */
import { createHash, randomBytes } from 'node:crypto';
import { query } from '../db/client.ts';

/** 32 hex characters; the address and browser string are never stored, only this. */
export function visitorHash(salt: Uint8Array, siteId: string, address: string, userAgent: string): string {
  return createHash('sha256').update(salt).update(`\0${siteId}\0${address}\0${userAgent}`).digest('hex').slice(0, 32);
}

let cached: { day: string; salt: Uint8Array } | undefined;

/** Today's salt: made by the first request of the day (two instances racing agree on the stored one). */
export async function saltFor(day: string): Promise<Uint8Array> {
  if (cached?.day === day) return cached.salt;
  await query('INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
    day,
    randomBytes(32),
  ]);
  const [row] = await query<{ salt: Uint8Array }>('SELECT salt FROM analytics_salts WHERE day = $1', [day]);
  cached = { day, salt: new Uint8Array(row!.salt) };
  return cached.salt;
}

/** Deletes every salt older than `today`: yesterday's visitors can no longer be matched. Returns how many. */
export async function rotateSalts(today: string): Promise<number> {
  const rows = await query('DELETE FROM analytics_salts WHERE day < $1 RETURNING day', [today]);
  if (cached && cached.day < today) cached = undefined;
  return rows.length;
}
