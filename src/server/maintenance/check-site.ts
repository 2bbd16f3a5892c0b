/**
 * One check of one live site, politely: a named user agent, short timeouts, at most two requests at a
 * time, a bounded number of pages and links. The $15 plan gets uptime (status and response time); the
 * $45 plan gets every check: links, page weight, images without alt text and the custom domain's DNS.
 */
import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { Agent, fetch as fetchWith } from 'undici';
import { isOnNetlify } from '../session-secret.ts';
import { FIX_AT, HEAVY_BYTES, SLOW_MS, imagesWithoutAlt, isBroken, linksIn, problem, resourcesIn } from '../../features/reporting/maintenance.ts';
import type { Problem } from '../../schemas/reporting.ts';

export const CHECK_LIMITS = { timeoutMs: 8000, linkTimeoutMs: 5000, concurrency: 2, maxPages: 8, maxLinks: 40, maxResources: 30 };
const USER_AGENT = 'MainStreetSiteCheck/1.0 (+https://mainstreet.example/documentation; checks your own website)';

export interface SiteCheckResult {
  status: number | null;
  responseMs: number | null;
  up: boolean;
  pageBytes: number | null;
  linksChecked: number;
  problems: Problem[];
}

/**
 * RFC 6761: every name under `.localhost` is the loopback address (browsers resolve them so). The system
 * resolver here does not, and `npm start` serves live websites at http://{slug}.localhost:PORT, so the
 * checks resolve those names themselves; every other name goes to the system resolver. On Netlify this
 * is off: a link to `*.localhost` on an owner's site is not followed to the function's own machine.
 */
const resolveLocalhostNames = !isOnNetlify(process.env);
const loopbackAware = new Agent({
  connect: {
    lookup(hostname: string, options: { all?: boolean }, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) {
      if (!resolveLocalhostNames || !hostname.endsWith('.localhost')) return void systemLookup(hostname, options as never, callback as never);
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    },
  },
});

interface Fetched { status: number | null; ms: number; body: string | null; bytes: number }

async function fetchPage(url: string, timeoutMs: number, method: 'GET' | 'HEAD' = 'GET', readBody = true): Promise<Fetched> {
  const started = performance.now();
  try {
    const res = await fetchWith(url, { dispatcher: loopbackAware, method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': USER_AGENT } });
    const buffer = readBody && method === 'GET' ? new Uint8Array(await res.arrayBuffer()) : null;
    if (!readBody) await res.body?.cancel().catch(() => undefined);
    const isHtml = (res.headers.get('content-type') ?? '').includes('text/html');
    return { status: res.status, ms: Math.round(performance.now() - started), body: buffer && isHtml ? new TextDecoder().decode(buffer) : null, bytes: buffer?.byteLength ?? 0 };
  } catch {
    return { status: null, ms: Math.round(performance.now() - started), body: null, bytes: 0 };
  }
}

/** Runs `work` over `items`, at most `limit` at a time, in order of the results. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  }));
  return results;
}

/** A link answers: HEAD first (cheap), GET when a server refuses HEAD. */
async function linkStatus(url: string): Promise<number | null> {
  const head = await fetchPage(url, CHECK_LIMITS.linkTimeoutMs, 'HEAD', false);
  if (head.status === 405 || head.status === 501 || head.status === 403) return (await fetchPage(url, CHECK_LIMITS.linkTimeoutMs, 'GET', false)).status;
  return head.status;
}

export async function checkSite(url: string, scope: 'uptime' | 'full', dnsProblem?: () => Promise<string | null>): Promise<SiteCheckResult> {
  const home = await fetchPage(url, CHECK_LIMITS.timeoutMs);
  const up = home.status !== null && home.status < 400;
  const problems: Problem[] = [];
  if (!up) {
    problems.push(problem('down', home.status === null ? `Your website did not answer within ${CHECK_LIMITS.timeoutMs / 1000} seconds.` : `Your website answered with an error (HTTP ${home.status}).`));
  } else if (home.ms > SLOW_MS) {
    problems.push(problem('slow', `Your home page took ${(home.ms / 1000).toFixed(1)} seconds to answer.`));
  }
  const result: SiteCheckResult = { status: home.status, responseMs: home.status === null ? null : home.ms, up, pageBytes: null, linksChecked: 0, problems };
  if (scope === 'uptime' || !up || !home.body) return result;

  // Crawl a few of the site's own pages, then check every distinct link found (bounded).
  const origin = new URL(url).origin;
  const pages = new Map<string, string>([[new URL(url).href, home.body]]);
  const internal = linksIn(home.body, url).filter((l) => new URL(l).origin === origin && !pages.has(l)).slice(0, CHECK_LIMITS.maxPages - 1);
  const fetched = await pool(internal, CHECK_LIMITS.concurrency, (l) => fetchPage(l, CHECK_LIMITS.timeoutMs));
  const statuses = new Map<string, number | null>();
  internal.forEach((l, i) => {
    statuses.set(l, fetched[i]!.status);
    if (fetched[i]!.body) pages.set(l, fetched[i]!.body!);
  });
  const links = [...new Set([...pages].flatMap(([page, html]) => linksIn(html, page)))].filter((l) => !statuses.has(l) && !pages.has(l));
  const toCheck = links.slice(0, Math.max(0, CHECK_LIMITS.maxLinks - statuses.size));
  const checked = await pool(toCheck, CHECK_LIMITS.concurrency, linkStatus);
  toCheck.forEach((l, i) => statuses.set(l, checked[i]!));
  for (const [link, status] of statuses) {
    if (!isBroken(status)) continue;
    const where = new URL(link).origin === origin ? 'A link to your own page' : 'A link to another website';
    problems.push(problem('broken-link', `${where} is broken: ${link} (${status === null ? 'no answer' : `HTTP ${status}`}).`));
  }
  result.linksChecked = statuses.size;

  // Page weight of the home page: its HTML and the same-origin files it loads.
  const resources = resourcesIn(home.body, url).slice(0, CHECK_LIMITS.maxResources);
  const sizes = await pool(resources, CHECK_LIMITS.concurrency, (r) => fetchPage(r, CHECK_LIMITS.linkTimeoutMs));
  result.pageBytes = home.bytes + sizes.reduce((sum, s) => sum + s.bytes, 0);
  if (result.pageBytes > HEAVY_BYTES) problems.push(problem('heavy-page', `Your home page weighs ${(result.pageBytes / 1_000_000).toFixed(1)} MB; large photos are the usual cause.`));

  for (const [page, html] of pages) {
    const missing = imagesWithoutAlt(html);
    if (missing.length) problems.push(problem('missing-alt', `${missing.length} image${missing.length === 1 ? '' : 's'} without a description on ${new URL(page).pathname}.`));
  }
  const dns = await dnsProblem?.().catch(() => null);
  if (dns) problems.push({ kind: 'dns', detail: dns, fix: FIX_AT.dns });
  return result;
}
