/**
 * The collect path: the beacon's events are checked in the request (size, schema, bots, Global Privacy
 * Control) and queued; the queue is written in batches (one INSERT for many events) after the answer,
 * so a visitor's page never waits. The visitor's address is used only to make the day's hash and the
 * rate-limit key (both one-way) and is never stored.
 */
import { canPublish } from '../../features/publishing/publishing.ts';
import { cleanPath, countable, deviceFor, referrerHost } from '../../features/reporting/reporting.ts';
import { collectEventSchema, type CollectEvent } from '../../schemas/reporting.ts';
import { query } from '../db/client.ts';
import { readText } from '../http.ts';
import { findSiteByHost } from '../publishing/serve-live.ts';
import { getPublishingConfig } from '../publishing/config.ts';
import { isPlatformHost } from '../publishing/host-routing.ts';
import { hashKey, hitCounts } from '../rate-limit.ts';
import { utcDay } from '../../features/reporting/rollup-plan.ts';
import { saltFor, visitorHash } from './salts.ts';

/** A beacon event is about 150 bytes; anything much larger is not ours. */
export const COLLECT_BODY_LIMIT = 2048;
/** Events per address per minute (a person reads a page or two a minute; offices share an address). */
export const COLLECT_RATE = { limit: 300, windowSeconds: 60 };
const BATCH_SIZE = 500;
const FLUSH_MS = 250;

interface Queued {
  event: CollectEvent;
  originHost: string;
  address: string;
  userAgent: string;
  at: Date;
}

let queue: Queued[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<number> = Promise.resolve(0);

/** Reads and checks one request; answers whether it was queued (the caller answers 204 either way). */
export async function acceptEvent(req: Request, address: string): Promise<boolean> {
  if (req.method !== 'POST') return false;
  const userAgent = req.headers.get('user-agent') ?? '';
  if (!countable(userAgent, req.headers.get('sec-gpc'))) return false;
  const origin = req.headers.get('origin');
  let originHost: string;
  try {
    originHost = new URL(origin ?? '').host.toLowerCase();
  } catch {
    return false;
  }
  let body: unknown;
  try {
    body = JSON.parse(await readText(req, COLLECT_BODY_LIMIT));
  } catch {
    return false;
  }
  const parsed = collectEventSchema.safeParse(body);
  if (!parsed.success) return false;
  queue.push({ event: parsed.data, originHost, address, userAgent, at: new Date() });
  return true;
}

let waiting: ((written: number) => void)[] = [];

/** Starts a write when the batch is full, or after a short pause; the promise ends when it is written. */
export function scheduleFlush(): Promise<number> {
  if (queue.length >= BATCH_SIZE) return flushEvents();
  timer ??= setTimeout(() => void flushEvents(), FLUSH_MS);
  return new Promise((resolve) => waiting.push(resolve));
}

interface SiteRef {
  businessId: string;
  source: 'website' | 'listing';
}
const siteCache = new Map<string, { site: SiteRef | null; until: number }>();

/** Which owner an event counts for: a live site by its host, or a listing (on the platform's own pages) by id. */
async function resolveSite(event: CollectEvent, originHost: string): Promise<SiteRef | null> {
  const platform = isPlatformHost(originHost, getPublishingConfig().platformHosts);
  const key = platform ? `l:${event.l ?? ''}` : `w:${originHost}`;
  const hit = siteCache.get(key);
  if (hit && hit.until > Date.now()) return hit.site;
  let site: SiteRef | null = null;
  if (platform && event.l) {
    const [row] = await query<{ owner_id: string | null }>('SELECT owner_id FROM listings WHERE id = $1', [event.l]);
    if (row?.owner_id) site = { businessId: row.owner_id, source: 'listing' };
  } else if (!platform) {
    const found = await findSiteByHost(originHost);
    if (found?.live_version && canPublish(found.rank)) site = { businessId: found.business_id, source: 'website' };
  }
  if (siteCache.size > 5000) siteCache.clear();
  siteCache.set(key, { site, until: Date.now() + 60_000 });
  return site;
}

/** Writes everything queued so far in one INSERT; answers how many events were stored. */
export async function flushEvents(): Promise<number> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const batch = queue;
  const callers = waiting;
  queue = [];
  waiting = [];
  // One write at a time, in order, so a burst never opens a connection per event.
  flushing = flushing.catch(() => 0).then(() => writeBatch(batch));
  const written = await flushing.catch((error) => {
    console.error('[reporting-collect] a batch was not written:', (error as Error).message);
    return 0;
  });
  for (const done of callers) done(written);
  return written;
}

async function writeBatch(batch: Queued[]): Promise<number> {
  if (batch.length === 0) return 0;
  // Rate limit per address, counted in one statement per batch: events past the limit are dropped silently.
  const byBucket = new Map<string, Queued[]>();
  for (const q of batch) {
    const bucket = `collect:ip:${hashKey(q.address)}`;
    const list = byBucket.get(bucket);
    if (list) list.push(q);
    else byBucket.set(bucket, [q]);
  }
  const totals = await hitCounts(
    new Map([...byBucket].map(([bucket, list]) => [bucket, list.length])),
    COLLECT_RATE.windowSeconds,
  );
  const allowed: Queued[] = [];
  for (const [bucket, list] of byBucket) {
    const total = totals.get(bucket) ?? list.length;
    allowed.push(...list.slice(0, Math.max(0, COLLECT_RATE.limit - (total - list.length))));
  }
  const cols = {
    business_id: [] as string[],
    at: [] as Date[],
    source: [] as string[],
    kind: [] as string[],
    path: [] as string[],
    referrer: [] as (string | null)[],
    device: [] as string[],
    visitor: [] as string[],
  };
  for (const q of allowed) {
    const site = await resolveSite(q.event, q.originHost);
    if (!site) continue; // unknown or unpublished site: nothing to count
    const salt = await saltFor(utcDay(q.at));
    cols.business_id.push(site.businessId);
    cols.at.push(q.at);
    cols.source.push(site.source);
    cols.kind.push(q.event.k);
    cols.path.push(cleanPath(q.event.p));
    cols.referrer.push(referrerHost(q.event.r, q.originHost));
    cols.device.push(deviceFor(q.event.w));
    cols.visitor.push(visitorHash(salt, site.businessId, q.address, q.userAgent));
  }
  if (cols.business_id.length === 0) return 0;
  await query(
    `INSERT INTO analytics_events (business_id, at, source, kind, path, referrer, device, visitor)
     SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
    [cols.business_id, cols.at, cols.source, cols.kind, cols.path, cols.referrer, cols.device, cols.visitor],
  );
  return cols.business_id.length;
}
