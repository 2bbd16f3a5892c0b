/**
 * Keeps pages that ask not to be indexed out of sitemap.xml: the 404 and unsubscribe pages,
 * unpublished articles, empty directory locations and the short redirect pages all carry
 * <meta name="robots" content="noindex">; a page whose canonical URL is another page's (the second
 * website-creator route) is that page's duplicate, and stays out too.
 * Runs after the build, reading the head of each written page.
 */
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import path from 'node:path';

const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;
const CANONICAL = /<link rel="canonical" href="([^"]+)"/i;

function readHead(file: string, bytes = 8192): string | undefined {
  // Routes rendered on demand have no file (the directory's not-found page): they are not sitemap pages.
  // (The on-demand listings' own sitemap files are written by astro-on-demand-sitemap.ts.)
  if (!existsSync(file)) return undefined;
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
    const head = readHead(file);
    if (head === undefined) return false;
    const canonical = CANONICAL.exec(head)?.[1];
    return !NOINDEX.test(head) && (!canonical || canonical === page);
  };
}
