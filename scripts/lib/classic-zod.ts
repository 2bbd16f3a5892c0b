/**
 * Issue 29: no full zod in the browser. The schemas are written with `zod/mini` (src/schemas/z.ts); classic `zod`
 * (about 24 KB gzipped whatever a form uses) must not reach any script the site sends, loaded first or on use.
 * Classic zod names its schema classes `ZodType`, `ZodString`, `ZodObject`… (`_ZodString` for the base); zod/mini's
 * are `ZodMiniType`…, and the shared core's `$ZodType`…, so those quoted names mark classic zod alone, minified or not.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CLASSIC_ZOD_MARKER = /[`'"]_?Zod(?:Type|String|Object|Number)[`'"]/;

/** The scripts of a build's `_astro` folder (every chunk a page can load) that contain classic zod. */
export function classicZodChunks(dist: string): string[] {
  const dir = path.join(dist, '_astro');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') && CLASSIC_ZOD_MARKER.test(readFileSync(path.join(dir, f), 'utf8')))
    .sort();
}
