/**
 * Listings rendered on demand (issue 19) have no file in the build, so @astrojs/sitemap would leave them
 * out, and search engines would lose every claimed listing. This integration fills the array handed to
 * the sitemap as `customPages` when the build starts (the sitemap reads it when the build is done), from
 * the same directory read and the same prebuilt choice the directory route uses.
 */
import type { AstroIntegration } from 'astro';
import { getBuildDirectory } from '../directory/build-directory.ts';
import { prebuiltPositions } from '../../features/directory/prebuilt.ts';
import { listingPath } from '../directory/listing-shape.ts';
import { getEnv } from '../env.ts';

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
        const prebuilt = new Set(prebuiltPositions(dir.entries, getEnv().prebuiltListings));
        pages.length = 0;
        dir.entries.forEach((entry, position) => {
          if (!prebuilt.has(position)) pages.push(new URL(`${listingPath(entry)}/`, site).href);
        });
      },
    },
  };
}
