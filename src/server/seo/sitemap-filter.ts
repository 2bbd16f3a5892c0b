/**
 * Keeps pages that ask not to be indexed out of sitemap.xml: the 404 and unsubscribe pages,
 * unpublished articles and the short redirect pages all carry <meta name="robots" content="noindex">.
 * Runs after the build, reading the head of each written page.
 */
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import path from 'node:path';

const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

function readHead(file: string, bytes = 4096): string {
  // Pages rendered on demand have no file (a million listings, issue 19): no failed open, no exception each.
  if (!existsSync(file)) return '';
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const buffer = Buffer.alloc(bytes);
    const read = readSync(fd, buffer, 0, bytes, 0);
    return buffer.subarray(0, read).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A filter for @astrojs/sitemap: true for pages that may be indexed. */
export function sitemapFilter(outDir: string): (page: string) => boolean {
  return (page) => {
    const pathname = decodeURIComponent(new URL(page).pathname);
    const file = path.join(outDir, pathname, pathname.endsWith('.html') ? '' : 'index.html');
    return !NOINDEX.test(readHead(file));
  };
}
