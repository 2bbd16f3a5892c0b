/**
 * Fixed-window rate limits kept in the database, so every function instance shares the count.
 * Keys are hashed: no raw IP address or email is stored.
 */
import { createHash } from 'node:crypto';
import { query } from './db/client.ts';
import { HttpError } from './http.ts';

export function hashKey(value: string): string {
  return createHash('sha256').update(value.toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * The header in which the local front door (scripts/lib/front-door.ts) names the client. netlify dev's
 * proxy overwrites X-Forwarded-For with the address of whoever connected to it, which behind the front
 * door is always the front door itself (node_modules/netlify-cli/dist/utils/proxy.js).
 */
export const LOCAL_CLIENT_HEADER = 'x-main-street-client-ip';

/**
 * The client's address as Netlify reports it: context.ip in production. Under `netlify dev` context.ip is
 * the front door's own address, so the address the front door names is used instead (never in production).
 */
export function clientIp(req: Request, context?: { ip?: string } | null): string {
  const named = req.headers.get(LOCAL_CLIENT_HEADER)?.trim();
  if (process.env.NETLIFY_DEV && named) return named;
  return (
    context?.ip ||
    req.headers.get('x-nf-client-connection-ip') ||
    req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    'unknown'
  );
}

/** Counts many buckets' hits in one statement (a batch of events); answers each bucket's window total. */
export async function hitCounts(
  counts: ReadonlyMap<string, number>,
  windowSeconds: number,
): Promise<Map<string, number>> {
  if (counts.size === 0) return new Map();
  const rows = await query<{ bucket: string; hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits)
     SELECT b, to_timestamp(floor(extract(epoch FROM now()) / $3) * $3), n FROM unnest($1::text[], $2::int[]) AS u(b, n)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + EXCLUDED.hits
     RETURNING bucket, hits`,
    [[...counts.keys()], [...counts.values()], windowSeconds],
  );
  return new Map(rows.map((r) => [r.bucket, r.hits]));
}

/** Counts one hit; true while the bucket is within `limit` hits per `windowSeconds`. */
export async function hit(bucket: string, limit: number, windowSeconds: number): Promise<boolean> {
  const [row] = await query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [bucket, windowSeconds],
  );
  return (row?.hits ?? 0) <= limit;
}

export interface RateRule {
  /** e.g. 'login:ip' */
  name: string;
  /** the raw value (ip, email); hashed before storing */
  value: string;
  limit: number;
  windowSeconds: number;
}

/** Throws a 429 with a clear message when any rule is over its limit (every rule still counts the hit). */
export async function enforceRateLimits(rules: RateRule[], message: string): Promise<void> {
  const results = await Promise.all(rules.map((r) => hit(`${r.name}:${hashKey(r.value)}`, r.limit, r.windowSeconds)));
  if (results.includes(false)) throw new HttpError(429, 'rate_limited', message);
}

/** Old windows are useless (the longest is a day): the scheduled prune-rate-limits function deletes them. Returns how many. */
export async function pruneRateLimits(): Promise<number> {
  const rows = await query<{ bucket: string }>(
    `DELETE FROM rate_limits WHERE window_start < now() - interval '1 day' RETURNING bucket`,
  );
  return rows.length;
}
