/**
 * Ids as the database issues them. Postgres `uuid` takes any 8-4-4-4-12 hex string, and databases seeded
 * before issue 27 hold ids that are not RFC 4122 (no version or variant bits), so ids are checked as that
 * shape, never with zod's RFC-strict `z.uuid()`. Checked before any query: a malformed id is "not found"
 * or a 400, never a database error.
 */
import { z } from './z.ts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The one id schema for every id field (same parameters as `z.guid`: a message or `{ error }`). */
export function dbId(params?: Parameters<typeof z.guid>[0]): z.ZodMiniGUID {
  return z.guid(params);
}
