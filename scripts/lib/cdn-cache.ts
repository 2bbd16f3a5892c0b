/**
 * The front door's stand-in for Netlify's CDN cache. netlify dev caches nothing, so under `npm start`
 * every visitor's read went through its function emulator (a new worker thread per call: about a
 * second each on this machine), while in production the CDN answers public reads. This keeps
 * GET answers that say they may be shared (`public` with `s-maxage`/`max-age`, in
 * Netlify-CDN-Cache-Control, CDN-Cache-Control or Cache-Control, the first present wins, as on
 * Netlify) for their lifetime, capped at a few seconds so that local edits show at once, and lets
 * concurrent misses for one URL share a single upstream call (request coalescing). A purge by cache
 * tag (Netlify-Cache-Tag / Cache-Tag) drops the tagged answers, as Netlify's purge API does.
 */

export interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  expiresAt: number;
  tags: string[];
}

/** The cache tags an answer carries (Netlify reads Netlify-Cache-Tag, then Cache-Tag). */
export function cacheTags(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['netlify-cache-tag'] ?? headers['cache-tag'];
  if (!value) return [];
  return String(value)
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const CDN_HEADERS = ['netlify-cdn-cache-control', 'cdn-cache-control', 'cache-control'];

/** How long (ms) an answer with these headers may be shared, at most `capMs`; 0 when it may not. */
export function sharedLifetimeMs(headers: Record<string, string | string[] | undefined>, capMs: number): number {
  if (headers['set-cookie']) return 0;
  const vary = String(headers.vary ?? '').toLowerCase();
  if (vary.includes('cookie') || vary.includes('authorization') || vary.includes('*')) return 0;
  const name = CDN_HEADERS.find((header) => headers[header] !== undefined);
  if (!name) return 0;
  const directives = String(headers[name])
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0;
  // Cache-Control must say `public` to be shared; the CDN-only headers are shared by definition.
  if (name === 'cache-control' && !directives.includes('public')) return 0;
  const seconds = (directive: string) => {
    const found = directives.find((d) => d.startsWith(`${directive}=`));
    return found ? Number(found.slice(directive.length + 1)) : undefined;
  };
  const lifetime = seconds('s-maxage') ?? seconds('max-age') ?? 0;
  if (!Number.isFinite(lifetime) || lifetime <= 0) return 0;
  return Math.min(lifetime * 1000, capMs);
}

/** A bounded map of shared answers with one pending upstream call per key. */
export function createCdnCache(options: {
  capMs: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => number;
}) {
  const entries = new Map<string, CachedAnswer>();
  const pending = new Map<string, Promise<CachedAnswer | undefined>>();
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  return {
    capMs: options.capMs,
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    get(key: string): CachedAnswer | undefined {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit;
      if (hit) entries.delete(key);
      return undefined;
    },
    /** The answer another caller is already fetching for this key, if any. */
    inFlight: (key: string) => pending.get(key),
    /** Marks a fetch as started; call `settle` with what came back (or undefined) when it ends. */
    begin(key: string): (answer: CachedAnswer | undefined) => void {
      let settle!: (answer: CachedAnswer | undefined) => void;
      pending.set(key, new Promise((resolve) => (settle = resolve)));
      let settled = false;
      return (answer) => {
        if (settled) return;
        settled = true;
        pending.delete(key);
        if (answer) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string); // oldest first
          entries.set(key, answer);
        }
        settle(answer);
      };
    },
    expiresAt: (lifetimeMs: number) => now() + lifetimeMs,
    /** Drops every answer carrying one of these tags; returns how many went. */
    purge(tags: readonly string[]): number {
      let dropped = 0;
      for (const [key, answer] of entries) {
        if (answer.tags.some((tag) => tags.includes(tag))) (entries.delete(key), dropped++);
      }
      return dropped;
    },
  };
}

export type CdnCache = ReturnType<typeof createCdnCache>;
