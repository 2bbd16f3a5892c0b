// docs/deploy.md names every environment variable the deployed code reads. Scope: the code that runs on
// Netlify or in its build: src/ (src/server/env.ts and every other read), functions/, deploy/ and
// astro.config.mjs. Not scripts/: local tooling (ports, test runs) whose production commands
// (db:migrate, stripe:setup) read their settings through src/server/env.ts, which is in scope.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'functions', 'deploy', 'astro.config.mjs'];
const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;
/** Astro's own import.meta.env values, not environment variables anyone sets. */
const ASTRO_BUILTINS = new Set(['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'SITE', 'ASSETS_PREFIX']);
const NAME = '[A-Z][A-Z0-9_]+';
const READS = [
  new RegExp(`process\\.env\\.(${NAME})\\b`, 'g'),
  new RegExp(`process\\.env\\[['"](${NAME})['"]\\]`, 'g'),
  new RegExp(`Netlify\\.env\\.get\\(['"](${NAME})['"]\\)`, 'g'),
  new RegExp(`import\\.meta\\.env\\.(${NAME})\\b`, 'g'),
  // env.ts reads `source.X`; helpers that take the environment as a parameter read `env.X`.
  new RegExp(`\\b(?:source|env)\\.(${NAME})\\b`, 'g'),
];
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*(?:process\.env|env|source)\b/g;

function files(entry: string): string[] {
  if (statSync(entry).isFile()) return SOURCE.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => (name === 'node_modules' ? [] : files(path.join(entry, name))));
}

export function variablesRead(text: string): string[] {
  const names = new Set<string>();
  for (const pattern of READS) for (const match of text.matchAll(pattern)) names.add(match[1]!);
  for (const match of text.matchAll(DESTRUCTURED)) {
    for (const key of match[1]!.matchAll(new RegExp(`(?:^|,)\\s*(${NAME})\\s*(?=[:,=]|$)`, 'g'))) names.add(key[1]!);
  }
  return [...names].filter((name) => !ASTRO_BUILTINS.has(name));
}

const readBy = new Map<string, string[]>();
for (const file of ROOTS.flatMap(files)) {
  for (const name of variablesRead(readFileSync(file, 'utf8'))) readBy.set(name, [...(readBy.get(name) ?? []), file]);
}
const doc = readFileSync('docs/deploy.md', 'utf8');

describe('docs/deploy.md documents every environment variable the code reads', () => {
  it('finds the reads in every form the code uses them', () => {
    expect(
      variablesRead('const a = process.env.ONE; const { TWO: two, THREE } = process.env; source.FOUR; env.FIVE'),
    ).toEqual(['ONE', 'FOUR', 'FIVE', 'TWO', 'THREE']);
    expect(variablesRead("Netlify.env.get('SIX'); import.meta.env.SEVEN; import.meta.env.PROD; env.lower")).toEqual([
      'SIX',
      'SEVEN',
    ]);
    // The scan sees env.ts, destructured reads and helpers' env parameters (a broken scan finds none of them).
    for (const name of [
      'DATABASE_URL',
      'SESSION_SECRET',
      'STRIPE_API_HOST',
      'PLATFORM_SITE_ID',
      'NETLIFY_LIVE_SITE_IDS',
      'MAIL_FROM',
      'MAIL_REPLY_TO',
    ]) {
      expect(readBy.has(name), name).toBe(true);
    }
  });

  it('names each one in backticks', () => {
    const missing = [...readBy]
      .filter(([name]) => !doc.includes(`\`${name}\``))
      .map(([name, where]) => `${name} (${where.join(', ')})`);
    expect(missing, 'variables the code reads that docs/deploy.md does not name').toEqual([]);
  });
});
