/** Astro integration: after a build, the catalogue's web fonts are written to /fonts/ (the wizard's preview uses them). */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { catalogueFontFiles } from '../../shared/catalogue/fonts.ts';
import { loadFontFiles } from './web-fonts.ts';

export function webFonts(): AstroIntegration {
  return {
    name: 'main-street-web-fonts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const folder = new URL('fonts/', dir);
        await mkdir(folder, { recursive: true });
        const files = await loadFontFiles(catalogueFontFiles());
        await Promise.all([...files].map(([file, data]) => writeFile(new URL(file, folder), data)));
        logger.info(`${files.size} web-font files written to /fonts/`);
      },
    },
  };
}
