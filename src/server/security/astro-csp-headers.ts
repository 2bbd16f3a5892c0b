/**
 * Astro integration: after a build, every page's inline scripts are hashed and the platform's CSP
 * (src/server/security/csp.ts) is written to the build's `_headers` for all its pages. Netlify, and
 * `netlify dev`, send it with each static page; the other security headers are in netlify.toml.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScripts, platformCsp, scriptHash } from './csp.ts';

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export function cspHeaders(): AstroIntegration {
  return {
    name: 'main-street-csp-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const folder = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(folder)) {
          for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
        }
        await writeFile(path.join(folder, '_headers'), `/*\n  Content-Security-Policy: ${platformCsp(hashes)}\n`);
        logger.info(`CSP with ${hashes.size} inline-script hashes written to _headers`);
      },
    },
  };
}
