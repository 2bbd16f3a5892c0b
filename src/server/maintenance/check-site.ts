/**
 * One check of one live site, politely: a named user agent, short timeouts, at most two requests at a
 * time, a bounded number of pages and links. The $15 plan gets uptime (status and response time); the
 * $45 plan gets every check: links, page weight, images without alt text and the custom domain's DNS.
 */
import { BlockedUrlError, safeFetch } from '../net/safe-fetch.ts';
import {
  FIX_AT,
  HEAVY_BYTES,
  SLOW_MS,
  imagesWithoutAlt,
  isBroken,
  linksIn,
  problem,
  resourcesIn,
} from '../../features/reporting/maintenance.ts';
import type { Problem } from '../../schemas/reporting.ts';

export const CHECK_LIMITS = {
  timeoutMs: 8000,
  linkTimeoutMs: 5000,
  concurrency: 2,
  maxPages: 8,
  maxLinks: 40,
  maxResources: 30,
  maxBodyBytes: 10_000_000,
};
const USER_AGENT = 'MainStreetSiteCheck/1.0 (+https://mainstreet.example/documentation; checks your own website)';

export interface SiteCheckResult {
  status: number | null;
  responseMs: number | null;
  up: boolean;
  pageBytes: number | null;
  linksChecked: number;
  problems: Problem[];
}

/** What one request gave; `refused` is the owner's sentence when the address is not a public one. */
interface Fetched {
  status: number | null;
  ms: number;
  body: string | null;
  bytes: number;
  refused?: string;
}

/** A body read up to `max` bytes (a site that never stops sending is not held in memory whole). */
async function readAtMost(body: AsyncIterable<Uint8Array> | null, max: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    for await (const chunk of body) {
      chunks.push(chunk.subarray(0, max - size));
      size += Math.min(chunk.byteLength, max - size);
      if (size >= max) break; // leaving the loop cancels the stream
    }
  }
  return Buffer.concat(chunks, size);
}

async function fetchPage(
  url: string,
  timeoutMs: number,
  method: 'GET' | 'HEAD' = 'GET',
  readBody = true,
): Promise<Fetched> {
  const started = performance.now();
  try {
    // Public addresses only, on every redirect hop (a live site on {slug}.localhost under npm start too).
    const res = await safeFetch(url, {
      method,
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': USER_AGENT },
    });
    const buffer = readBody && method === 'GET' ? await readAtMost(res.body, CHECK_LIMITS.maxBodyBytes) : null;
    if (!readBody) await res.body?.cancel().catch(() => undefined);
    const isHtml = (res.headers.get('content-type') ?? '').includes('text/html');
    return {
      status: res.status,
      ms: Math.round(performance.now() - started),
      body: buffer && isHtml ? new TextDecoder().decode(buffer) : null,
      bytes: buffer?.byteLength ?? 0,
    };
  } catch (error) {
    const refused = error instanceof BlockedUrlError ? error.ownerMessage : undefined;
    return { status: null, ms: Math.round(performance.now() - started), body: null, bytes: 0, refused };
  }
}

/** Runs `work` over `items`, at most `limit` at a time, in order of the results. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

/** A link answers: HEAD first (cheap), GET when a server refuses HEAD. */
async function linkStatus(url: string): Promise<Fetched> {
  const head = await fetchPage(url, CHECK_LIMITS.linkTimeoutMs, 'HEAD', false);
  if (head.status === 405 || head.status === 501 || head.status === 403)
    return fetchPage(url, CHECK_LIMITS.linkTimeoutMs, 'GET', false);
  return head;
}

export async function checkSite(
  url: string,
  scope: 'uptime' | 'full',
  dnsProblem?: () => Promise<string | null>,
): Promise<SiteCheckResult> {
  const home = await fetchPage(url, CHECK_LIMITS.timeoutMs);
  const up = home.status !== null && home.status < 400;
  const problems: Problem[] = [];
  if (!up) {
    problems.push(
      problem(
        'down',
        home.refused ??
          (home.status === null
            ? `Your website did not answer within ${CHECK_LIMITS.timeoutMs / 1000} seconds.`
            : `Your website answered with an error (HTTP ${home.status}).`),
      ),
    );
  } else if (home.ms > SLOW_MS) {
    problems.push(problem('slow', `Your home page took ${(home.ms / 1000).toFixed(1)} seconds to answer.`));
  }
  const result: SiteCheckResult = {
    status: home.status,
    responseMs: home.status === null ? null : home.ms,
    up,
    pageBytes: null,
    linksChecked: 0,
    problems,
  };
  if (scope === 'uptime' || !up || !home.body) return result;

  // Crawl a few of the site's own pages, then check every distinct link found (bounded).
  const origin = new URL(url).origin;
  const pages = new Map<string, string>([[new URL(url).href, home.body]]);
  const internal = linksIn(home.body, url)
    .filter((l) => new URL(l).origin === origin && !pages.has(l))
    .slice(0, CHECK_LIMITS.maxPages - 1);
  const fetched = await pool(internal, CHECK_LIMITS.concurrency, (l) => fetchPage(l, CHECK_LIMITS.timeoutMs));
  const statuses = new Map<string, Fetched>();
  internal.forEach((l, i) => {
    statuses.set(l, fetched[i]!);
    if (fetched[i]!.body) pages.set(l, fetched[i]!.body!);
  });
  const links = [...new Set([...pages].flatMap(([page, html]) => linksIn(html, page)))].filter(
    (l) => !statuses.has(l) && !pages.has(l),
  );
  const toCheck = links.slice(0, Math.max(0, CHECK_LIMITS.maxLinks - statuses.size));
  const checked = await pool(toCheck, CHECK_LIMITS.concurrency, linkStatus);
  toCheck.forEach((l, i) => statuses.set(l, checked[i]!));
  for (const [link, { status, refused }] of statuses) {
    if (!isBroken(status)) continue;
    const where = new URL(link).origin === origin ? 'A link to your own page' : 'A link to another website';
    if (refused) problems.push(problem('broken-link', `${where} was not checked: ${link}. ${refused}`));
    else
      problems.push(
        problem('broken-link', `${where} is broken: ${link} (${status === null ? 'no answer' : `HTTP ${status}`}).`),
      );
  }
  result.linksChecked = statuses.size;

  // Page weight of the home page: its HTML and the same-origin files it loads.
  const resources = resourcesIn(home.body, url).slice(0, CHECK_LIMITS.maxResources);
  const sizes = await pool(resources, CHECK_LIMITS.concurrency, (r) => fetchPage(r, CHECK_LIMITS.linkTimeoutMs));
  result.pageBytes = home.bytes + sizes.reduce((sum, s) => sum + s.bytes, 0);
  if (result.pageBytes > HEAVY_BYTES)
    problems.push(
      problem(
        'heavy-page',
        `Your home page weighs ${(result.pageBytes / 1_000_000).toFixed(1)} MB; large photos are the usual cause.`,
      ),
    );

  for (const [page, html] of pages) {
    const missing = imagesWithoutAlt(html);
    if (missing.length)
      problems.push(
        problem(
          'missing-alt',
          `${missing.length} image${missing.length === 1 ? '' : 's'} without a description on ${new URL(page).pathname}.`,
        ),
      );
  }
  const dns = await dnsProblem?.().catch(() => null);
  if (dns) problems.push({ kind: 'dns', detail: dns, fix: FIX_AT.dns });
  return result;
}
