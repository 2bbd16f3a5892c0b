/**
 * Sitemap files written by hand for pages with no file in the build (issue 19: up to a million listings
 * rendered on demand), in chunks as the protocol asks (at most 50,000 URLs a file; 45,000 like
 * @astrojs/sitemap), and the sitemap index that names them. Plain string building: at a million URLs,
 * @astrojs/sitemap's filter and serializer took about 45 s of the build. Pure.
 */
import { escapeHtml } from '../../shared/html-escape.ts';

export const SITEMAP_URLS_PER_FILE = 45_000;

/** `name-0.xml`, `name-1.xml`, … for these absolute URLs. */
export function sitemapChunks(
  urls: readonly string[],
  name: string,
  perFile = SITEMAP_URLS_PER_FILE,
): { file: string; xml: string }[] {
  const files: { file: string; xml: string }[] = [];
  for (let start = 0; start < urls.length; start += perFile) {
    const body = urls
      .slice(start, start + perFile)
      .map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`)
      .join('');
    files.push({
      file: `${name}-${files.length}.xml`,
      xml: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`,
    });
  }
  return files;
}

/** A sitemap index with these sitemap URLs added (a new index when there was none). */
export function addToSitemapIndex(index: string | null, sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>`).join('');
  if (index && index.includes('</sitemapindex>')) return index.replace('</sitemapindex>', `${entries}</sitemapindex>`);
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
}
