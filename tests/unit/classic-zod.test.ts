import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASSIC_ZOD_MARKER, classicZodChunks } from '../../scripts/lib/classic-zod.ts';

const zod = (file: string) => readFileSync(path.join('node_modules/zod/v4', file), 'utf8');

describe('the classic zod marker (issue 29)', () => {
  it('is in classic zod and in neither zod/mini nor the core they share', () => {
    expect(CLASSIC_ZOD_MARKER.test(zod('classic/schemas.js'))).toBe(true);
    expect(CLASSIC_ZOD_MARKER.test(zod('mini/schemas.js'))).toBe(false);
    expect(CLASSIC_ZOD_MARKER.test(zod('core/schemas.js'))).toBe(false);
    expect(CLASSIC_ZOD_MARKER.test(zod('core/checks.js'))).toBe(false);
  });

  it('finds the built chunks that carry it, minified with template literals as Vite writes them', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'classic-zod-'));
    try {
      mkdirSync(path.join(dist, '_astro'));
      writeFileSync(path.join(dist, '_astro', 'schemas.abc.js'), 'var Co=k(`_ZodString`,(e,t)=>{_n.init(e,t)});');
      writeFileSync(
        path.join(dist, '_astro', 'z.def.js'),
        'var a=k(`ZodMiniString`,(e,t)=>{}),b=k(`$ZodString`,()=>{});',
      );
      expect(classicZodChunks(dist)).toEqual(['schemas.abc.js']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
