/**
 * Pure parts of web maintenance: what a page links to, which images lack alt text, and which problem
 * the owner fixes where. The fetching lives in src/server/maintenance/.
 */
import type { Problem } from '../../schemas/reporting.ts';

/** Where each kind of problem is fixed in the dashboard. */
export const FIX_AT = {
  down: '/dashboard/website/',
  slow: '/dashboard/web-hosting/',
  'broken-link': '/dashboard/web-hosting/',
  'heavy-page': '/dashboard/web-hosting/',
  'missing-alt': '/dashboard/web-hosting/',
  dns: '/dashboard/website/#domain',
} as const satisfies Record<Problem['kind'], string>;

export const SLOW_MS = 3000;
export const HEAVY_BYTES = 1_500_000;

export const problem = (kind: Problem['kind'], detail: string): Problem => ({ kind, detail, fix: FIX_AT[kind] });

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Absolute http(s) links of a page (anchors), without fragments, deduplicated. */
export function linksIn(html: string, pageUrl: string): string[] {
  const out = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\shref\s*=\s*["']([^"']+)["']/gi)) {
    try {
      const url = new URL(decode(href!), pageUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      url.hash = '';
      out.add(url.href);
    } catch {
      // not a URL: nothing to check
    }
  }
  return [...out];
}

/** Same-origin stylesheets, scripts and images a page loads (for its weight). */
export function resourcesIn(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const out = new Set<string>();
  const patterns = [
    /<link\b[^>]*rel=["']stylesheet["'][^>]*href=["']([^"']+)["']/gi,
    /<link\b[^>]*href=["']([^"']+)["'][^>]*rel=["']stylesheet["']/gi,
    /<script\b[^>]*src=["']([^"']+)["']/gi,
    /<img\b[^>]*\ssrc=["']([^"']+)["']/gi,
  ];
  for (const pattern of patterns) {
    for (const [, src] of html.matchAll(pattern)) {
      try {
        const url = new URL(decode(src!), pageUrl);
        if (url.origin === origin) out.add(url.href);
      } catch {
        // ignore
      }
    }
  }
  return [...out];
}

/** Images with no alt attribute at all (alt="" marks a decorative image, which is right). */
export function imagesWithoutAlt(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/\salt\s*=/i.test(tag))
    .map((tag) => /\ssrc=["']([^"']+)["']/i.exec(tag)?.[1] ?? '(an image)');
}

/** Whether an HTTP status means the link is broken. */
export const isBroken = (status: number | null) => status === null || status === 404 || status === 410 || status >= 500;
