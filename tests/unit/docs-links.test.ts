// The README stays a two-minute read, and no page of the documentation links to a file that is not there
// or names one, in backticks, that is not there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 150;
// Pages written on another branch, tolerated only while they are missing here (none today).
const WRITTEN_ELSEWHERE = new Set<string>();
const REPO_SOURCE_DIRS = ['src', 'functions', 'scripts', 'tests', 'deploy'];

const pages = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Relative link targets of a Markdown text, code blocks and inline code left out. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('#'));
}

/** The file names of the repository's source, wherever they are. */
const SOURCE_NAMES = new Set(
  [
    ...readdirSync(ROOT),
    ...REPO_SOURCE_DIRS.flatMap((dir) => readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })),
  ].map((file) => path.basename(file)),
);
const REPO_DIRS = ['src', 'functions', 'scripts', 'tests', 'deploy', 'content', 'docs', 'public'];

/**
 * Repository paths named in inline code (`src/server/http.ts`, `functions/`): a path from the repository root,
 * made of plain path characters (no placeholders such as `<name>`, `*` or `{slug}`, no spaces).
 */
function namedPaths(markdown: string): string[] {
  const code = [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const root = new RegExp(`^(${REPO_DIRS.join('|')})/[\\w./\\[\\]-]*$`);
  return code.filter((c) => root.test(c)).map((c) => c.replace(/\/$/, ''));
}

describe('documentation', () => {
  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('finds relative links and leaves out code and other schemes', () => {
    const sample =
      '[a](docs/a.md#x) ![b](./b.png "t") [c](https://x.org) [d](#top) `[e](no.md)`\n```\n[f](no.md)\n```\n';
    expect(relativeLinks(sample)).toEqual(['docs/a.md#x', './b.png']);
  });

  it.each(pages)('every relative link in %s points at a file that exists', (page) => {
    const missing = relativeLinks(readFileSync(path.join(ROOT, page), 'utf8'))
      .map((target) =>
        path.relative(ROOT, path.resolve(ROOT, path.dirname(page), decodeURI(target.replace(/[#?].*$/, '')))),
      )
      .filter((file) => !existsSync(path.join(ROOT, file)) && !WRITTEN_ELSEWHERE.has(file));
    expect(missing).toEqual([]);
  });

  it('finds repository paths in inline code and leaves out placeholders, commands and code blocks', () => {
    const sample =
      '`src/a.ts` `functions/` `src/<name>/` `npm run x` `scripts/*.ts` `[...path].astro`\n```\n`src/b.ts`\n```\n';
    expect(namedPaths(sample)).toEqual(['src/a.ts', 'functions']);
  });

  it.each(pages)('every source file %s names in backticks exists somewhere in the repository', (page) => {
    const prose = readFileSync(path.join(ROOT, page), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    const named = [...prose.matchAll(/`([\w.[\]-]+\.(?:ts|mts|tsx|astro|mjs|cjs|sql))`/g)].map((m) => m[1]!);
    expect(named.filter((name) => !SOURCE_NAMES.has(name))).toEqual([]);
  });

  it.each(pages)('every repository path %s names in backticks exists', (page) => {
    const named = namedPaths(readFileSync(path.join(ROOT, page), 'utf8'));
    expect(named.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
