/**
 * Listings rendered on demand (issue 19) have no file in the build, so @astrojs/sitemap would leave them
 * out, and search engines would lose every claimed listing. This integration fills the array handed to
 * the sitemap as `customPages` when the build starts (the sitemap reads it when the build is done), from
 * the same directory read and the same prebuilt choice the directory route uses (one read per build, shared
 * through build-directory.ts).
 */
import type { AstroIntegration } from 'astro';
import { getBuildDirectory } from '../directory/build-directory.ts';
import { listingPath } from '../directory/listing-shape.ts';

export function onDemandSitemapPages(pages: string[]): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'main-street:on-demand-sitemap-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:start': async () => {
        if (!site) return;
        const dir = await getBuildDirectory();
        pages.length = 0;
        for (const entry of dir.entries) if (!dir.prebuilt.has(entry.id)) pages.push(`${site.replace(/\/$/, '')}${listingPath(entry)}/`);
      },
    },
  };
}
