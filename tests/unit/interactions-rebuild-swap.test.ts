// The local rebuild's atomic swap: the served path is always a complete build, never missing.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, lstatSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildsRootFor, swapLink } from '../../scripts/lib/rebuild.ts';

function build(root: string, name: string): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), name);
  return dir;
}

describe('swapLink', () => {
  it('points the served path at a build, and keeps it readable through many swaps', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ms-swap-'));
    const builds = path.join(root, 'builds');
    const link = path.join(root, 'dist');
    const a = build(builds, 'a');
    const b = build(builds, 'b');
    await swapLink(link, a, builds);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(link, 'index.html'), 'utf8')).toBe('a');

    let reads = 0;
    let stop = false;
    const reader = (async () => {
      while (!stop) {
        expect(['a', 'b']).toContain(readFileSync(path.join(link, 'index.html'), 'utf8'));
        reads++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let i = 0; i < 50; i++) await swapLink(link, i % 2 ? a : b, builds);
    stop = true;
    await reader;
    expect(reads).toBeGreaterThan(10);
    expect(readFileSync(path.join(link, 'index.html'), 'utf8')).toBe('a'); // the 50th swap (i = 49) chose a
    expect(readdirSync(root).sort()).toEqual(['builds', 'dist']); // no temporary link left behind
  });

  it('keeps a plain folder from an older build as a build instead of failing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ms-swap-'));
    const builds = path.join(root, 'builds');
    const link = build(root, 'dist');
    const fresh = build(builds, '20260101T000000-new');
    await swapLink(link, fresh, builds);
    expect(readFileSync(path.join(link, 'index.html'), 'utf8')).toBe('20260101T000000-new');
    expect(readdirSync(builds).some((n) => n.endsWith('-legacy'))).toBe(true);
  });

  it('keeps npm start builds under DATA_DIR and other served folders beside themselves', () => {
    expect(buildsRootFor('dist', '.data')).toBe(path.join('.data', 'builds'));
    expect(buildsRootFor('.data/dist-h6', '.data')).toBe('.data/dist-h6.builds');
    expect(existsSync('.')).toBe(true);
  });
});
