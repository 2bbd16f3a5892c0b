/**
 * Listings rendered on demand (issue 19) have no file in the build, so @astrojs/sitemap would leave them
 * out, and search engines would lose every claimed listing. This integration writes their sitemap files
 * itself (`sitemap-listings-{n}.xml`, 45,000 URLs each) once the build is done, and adds them to the
 * sitemap index @astrojs/sitemap wrote (so it comes after the sitemap in astro.config.mjs). The listings
 * come from the same directory read and the same prebuilt choice the directory route uses (one read per
 * build, shared through build-directory.ts). The example websites' own sitemaps (their pages under
 * /examples/{slug}/, indexable showcase pages) join the index too. Handing a million URLs to @astrojs/sitemap as `customPages`
 * took about 45 s of the build; this takes a few.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { getBuildDirectory } from '../directory/build-directory.ts';
import { listingPath } from '../../features/directory/listing-view.ts';
import { addToSitemapIndex, sitemapChunks } from '../../features/seo/sitemap-chunks.ts';
import { exampleSitemaps } from '../seed/example-showcase.ts';
import { pageCount, pagePath } from '../../features/pagination/pagination.ts';
import { directoryPathIn } from '../../shared/i18n/places.ts';

export function onDemandSitemap(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'main-street:on-demand-sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site?.replace(/\/$/, '');
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!site) return;
        const built = await getBuildDirectory();
        const urls: string[] = [];
        // Each page in English and in French (issue 31): the same rules for both.
        const both = (path: string) => urls.push(`${site}${path}`, `${site}${directoryPathIn('fr', path)}`);
        for (const entry of built.entries) if (!built.prebuilt.has(entry.id)) both(listingPath(entry));
        // A location's list from page 2 on is rendered on demand too (indexable: each lists its own businesses).
        for (const scope of built.scopes.values()) {
          for (let page = 2; page <= pageCount(scope.end - scope.start); page++) both(pagePath(scope.path, page));
        }
        const files = sitemapChunks(urls, 'sitemap-listings');
        for (const { file, xml } of files) await writeFile(new URL(file, dir), xml);
        const indexUrl = new URL('sitemap-index.xml', dir);
        const index = await readFile(indexUrl, 'utf8').catch(() => null);
        const examples = await exampleSitemaps(site);
        await writeFile(
          indexUrl,
          addToSitemapIndex(index, [...files.map(({ file }) => `${site}/${file}`), ...examples]),
        );
        logger.info(
          `${urls.length} listings and list pages rendered on demand in ${files.length} sitemap files; ${examples.length} example websites' sitemaps`,
        );
      },
    },
  };
}
