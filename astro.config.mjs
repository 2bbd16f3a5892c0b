// Astro prebuilds every public page from the database at build time (output: 'static');
// React islands hydrate only where a page has a form or rich state.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { sitemapFilter } from './src/server/seo/sitemap-filter.ts';
import { webFonts } from './src/server/fonts/astro-web-fonts.ts';

const outDir = process.env.ASTRO_OUT_DIR || 'dist';

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
  // Separate output folders let several builds run side by side (tests, background rebuilds).
  outDir,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Pages marked noindex (404, unsubscribe, redirects, unpublished articles) stay out of the sitemap.
  integrations: [interactionDirective, react(), sitemap({ filter: sitemapFilter(outDir) }), webFonts()],
  devToolbar: { enabled: false },
  // Every page gets a CSP <meta> with the hashes of its own inline scripts and styles, so only the
  // scripts Astro built (and Stripe.js) can run. frame-ancestors and the other headers are in
  // netlify.toml (a <meta> policy cannot set them).
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: { resources: ["'self'", 'https://js.stripe.com'] },
      styleDirective: { resources: ["'self'"] },
    },
  },
  vite: { ssr: { external: ['pg', '@electric-sql/pglite', '@electric-sql/pglite-socket'] } },
});
