// Astro prebuilds every public page from the database at build time (output: 'static');
// React islands hydrate only where a page has a form or rich state.
import { defineConfig, passthroughImageService } from 'astro/config';
// Islands are written with React's API and run on Preact (compat aliases react and react-dom to preact/compat):
// React DOM alone was 63 KB gzipped of every island page, Preact with its compat layer is about 11 KB (issue 29).
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { sitemapFilter } from './src/server/seo/sitemap-filter.ts';
import { onDemandSitemap } from './src/server/seo/astro-on-demand-sitemap.ts';
import { webFonts } from './src/server/fonts/astro-web-fonts.ts';
import { cspHeaders } from './src/server/security/astro-csp-headers.ts';
import { onDemandDirectory } from './src/server/directory/astro-on-demand.ts';
import { noEmptyPreloads } from './src/server/build/vite-no-empty-preload.ts';
import { ogCards } from './src/server/seo/astro-og-cards.ts';

const outDir = process.env.ASTRO_OUT_DIR || 'dist';

// No module preloading for code loaded on use (the listing popup, the list searches): its dependency
// map weighed about 0.26 KB gzipped on every listing page, which sits at its 12 KB budget. A plugin,
// because Astro sets its own modulePreload over the `vite.build` one.
const noModulePreload = {
  name: 'main-street-no-module-preload',
  config: () => ({ build: { modulePreload: false } }),
  configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
};

// Packages written for React are bundled on the server too (the prerender and on-demand environments), so their
// 'react' imports reach preact/compat rather than React itself.
const REACT_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/test-utils',
  'react/jsx-runtime',
  '@nanostores/react',
  '@stripe/react-stripe-js',
  /^@dnd-kit\//,
];
const reactPackagesOnPreact = {
  name: 'main-street-react-packages-on-preact',
  configEnvironment: (name) =>
    name === 'ssr' || name === 'prerender' ? { resolve: { noExternal: REACT_PACKAGES } } : undefined,
};

/** client:interaction — list-page search islands load on first use, not on the first visit (issue 18). */
const interactionDirective = {
  name: 'main-street-client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/scripts/client-interaction.ts' });
    },
  },
};

export default defineConfig({
  site: process.env.URL || process.env.SITE_URL || 'http://localhost:8888',
  output: 'static',
  // Pages stay prebuilt; routes with `prerender = false` (listings outside the prebuilt set, issue 19)
  // are rendered on demand by @astrojs/netlify's function (.netlify/v1/functions/ssr, the frameworks API).
  adapter: onDemandDirectory(),
  // Separate output folders let several builds run side by side (tests, background rebuilds).
  outDir,
  // One URL form (issue 28): every page path ends with '/', as build.format 'directory' writes it and as
  // Netlify's CDN answers it (it redirects /about to /about/ with a 301 when about/index.html exists); on-demand
  // pages get the same 301 from Astro itself, and npm start's front door does what the CDN does.
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Pages marked noindex (404, unsubscribe, redirects, unpublished articles) stay out of the sitemap.
  // Listings rendered on demand have no file to find: onDemandSitemap writes their sitemap files and adds them to
  // the index @astrojs/sitemap wrote (it runs after the sitemap).
  integrations: [
    interactionDirective,
    preact({ compat: true }),
    sitemap({ filter: sitemapFilter(outDir) }),
    onDemandSitemap(),
    webFonts(),
    cspHeaders(),
    ogCards(),
  ],
  devToolbar: { enabled: false },
  // No page uses astro:assets (the pictures are owners' photos, made by src/server/site-editor/photo-upload.ts),
  // so Astro's image endpoint transforms nothing: with its default sharp service, the on-demand function
  // (.netlify/v1/functions/ssr) carried sharp's libvips, about 8 MB zipped (issue 25).
  image: { service: passthroughImageService() },
  vite: {
    ssr: { external: ['pg', '@electric-sql/pglite', '@electric-sql/pglite-socket'] },
    // noEmptyPreloads: without module preloading, most dynamic imports need no preload helper (issue 19).
    plugins: [noModulePreload, noEmptyPreloads(), reactPackagesOnPreact],
  },
});
