/**
 * Netlify's edge enforces a function's `config.rateLimit` before the function runs: a sliding window
 * of `windowLimit` requests per `windowSize` seconds, counted per client address and/or per domain,
 * and a 429 beyond it (docs.netlify.com, "Rate limiting": rules in code, all plans). netlify dev does
 * not, so the front door, the local stand-in for Netlify's edge, applies the same rules. A flood from
 * one address is then turned away in microseconds, as in production, instead of queueing for the
 * emulator's one-worker-per-call. The functions' own limits (src/server/rate-limit.ts) still apply.
 */
export interface EdgeRateLimitRule {
  /** The function's path as in its config (`/api/...`; `:name` and `*` as Netlify reads them). */
  path: RegExp;
  windowLimit: number;
  windowSize: number;
  aggregateBy: ('ip' | 'domain')[];
}

interface RateLimitConfig {
  windowLimit?: unknown;
  windowSize?: unknown;
  aggregateBy?: unknown;
  action?: unknown;
}

function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:[A-Za-z_]\w*|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The rules of every function whose config has a `rateLimit` that blocks (the default action). */
export function rulesFromConfigs(configs: Record<string, unknown>): EdgeRateLimitRule[] {
  const rules: EdgeRateLimitRule[] = [];
  for (const config of Object.values(configs)) {
    const { path, rateLimit } = (config ?? {}) as { path?: unknown; rateLimit?: RateLimitConfig };
    if (!rateLimit || (rateLimit.action ?? 'rate_limit') !== 'rate_limit') continue;
    const { windowLimit, windowSize } = rateLimit;
    if (typeof windowLimit !== 'number' || typeof windowSize !== 'number') continue;
    const by = rateLimit.aggregateBy ?? ['domain'];
    const aggregateBy = (Array.isArray(by) ? by : [by]).filter(
      (key): key is 'ip' | 'domain' => key === 'ip' || key === 'domain',
    );
    for (const p of Array.isArray(path) ? path : [path]) {
      if (typeof p === 'string') rules.push({ path: pathPattern(p), windowLimit, windowSize, aggregateBy });
    }
  }
  return rules;
}

export interface EdgeDecision {
  limited: boolean;
  retryAfterSeconds: number;
}

/**
 * A sliding-window counter per rule and key: the previous window's count weighted by how much of it
 * still overlaps the sliding window, plus the current window's. Two numbers per key; idle keys are
 * dropped when the table grows.
 */
export function createEdgeRateLimiter(rules: EdgeRateLimitRule[], now: () => number = Date.now, maxKeys = 100_000) {
  const windows = new Map<string, { start: number; size: number; current: number; previous: number }>();
  const sweep = (at: number) => {
    for (const [key, w] of windows) if (at - w.start >= 2 * w.size) windows.delete(key);
  };
  return {
    check(pathname: string, ip: string, host: string): EdgeDecision {
      const at = now();
      for (const [i, rule] of rules.entries()) {
        if (!rule.path.test(pathname)) continue;
        const size = rule.windowSize * 1000;
        const key = `${i}|${rule.aggregateBy.includes('ip') ? ip : ''}|${rule.aggregateBy.includes('domain') ? host : ''}`;
        const windowStart = Math.floor(at / size) * size;
        let w = windows.get(key);
        if (!w || windowStart - w.start >= 2 * size) w = { start: windowStart, size, current: 0, previous: 0 };
        else if (windowStart > w.start) w = { start: windowStart, size, current: 0, previous: w.current };
        const overlap = 1 - (at - windowStart) / size;
        const estimate = w.previous * overlap + w.current;
        if (estimate >= rule.windowLimit) {
          windows.set(key, w);
          return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + size - at) / 1000)) };
        }
        w.current += 1;
        windows.set(key, w);
        if (windows.size > maxKeys) sweep(at);
      }
      return { limited: false, retryAfterSeconds: 0 };
    },
    size: () => windows.size,
  };
}
