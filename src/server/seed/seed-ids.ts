/**
 * Ids for seeded rows, derived from fixed keys so a second seed changes nothing: RFC 4122 name-based
 * UUIDs (version 5, SHA-1). Seeds before issue 27 wrote `md5(key)::uuid`, which has no version or
 * variant bits; databases seeded then keep those rows, so the seed reuses a row's old id when it exists
 * (`legacySeedId`) instead of writing the row a second time.
 */
import { createHash } from 'node:crypto';

/** Main Street's namespace for seed keys (a fixed random v4 UUID). */
const SEED_NAMESPACE = Buffer.from('20e635d07002497583e2842eeff57910', 'hex');

const format = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;

export function seedUuid(key: string): string {
  const bytes = createHash('sha1').update(SEED_NAMESPACE).update(key, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  return format(bytes.toString('hex'));
}

/** The id an earlier seed gave the same key: Postgres' `md5(key)::uuid`. */
export function legacySeedId(key: string): string {
  return format(createHash('md5').update(key, 'utf8').digest('hex'));
}

/** `id` and `legacy_id` for a seeded row, to pass in the row's JSON. */
export const seedIds = (key: string) => ({ id: seedUuid(key), legacy_id: legacySeedId(key) });
