/**
 * The web fonts the wizard offers, self-hosted: the woff2 files come from the @fontsource npm
 * packages (latin subset), so generated sites load their fonts from their own folder — nothing is
 * fetched from a third-party font service, and a downloaded site works on any host.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontSlug, type FontFile } from '../../shared/catalogue/fonts.ts';

/** The package file for a font at a weight; single-weight display faces only ship 400. */
async function readPackageFont(family: string, weight: number): Promise<Uint8Array | undefined> {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const slug = fontSlug(family);
  for (const w of weight === 400 ? [400] : [weight, 400]) {
    try {
      return new Uint8Array(
        await readFile(require.resolve(`@fontsource/${slug}/files/${slug}-latin-${w}-normal.woff2`)),
      );
    } catch {
      // try the next weight
    }
  }
  return undefined;
}

/**
 * Loads the files' bytes: from the packages when installed (development, tests, builds), else from
 * the platform's own /fonts/ folder (deployed functions do not carry node_modules). A font that
 * cannot be loaded is left out, and the site falls back to its look-alike system fonts.
 */
export async function loadFontFiles(files: FontFile[], platformUrl?: string): Promise<Map<string, Uint8Array>> {
  const loaded = new Map<string, Uint8Array>();
  await Promise.all(
    files.map(async (f) => {
      let bytes = await readPackageFont(f.family, f.weight);
      if (!bytes && platformUrl) {
        const res = await fetch(new URL(`/fonts/${f.file}`, platformUrl), { signal: AbortSignal.timeout(5000) }).catch(
          () => undefined,
        );
        if (res?.ok) bytes = new Uint8Array(await res.arrayBuffer());
      }
      if (bytes) loaded.set(f.file, bytes);
      else console.warn(`[fonts] ${f.file} is not available; the site uses its fallback fonts`);
    }),
  );
  return loaded;
}
