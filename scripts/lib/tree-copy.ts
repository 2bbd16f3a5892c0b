/**
 * A copy of the working tree for a build that must not touch this one's outputs: `npm test` runs the Netlify
 * builds in it beside the e2e tests, because `netlify build` empties .netlify/v1/functions/ssr, which the
 * served site's netlify dev is reading (scripts/test.ts). The files git knows or would add (uncommitted
 * changes included, ignored files not) are copied; node_modules is hard-linked (a few seconds for ~80,000
 * files, no space), so the copy needs no install. It is a git repository of its own (empty), so that tools that look
 * for the repository root (netlify-cli) stop at the copy.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

/** Folders in node_modules that tools write while they run (astro, vite, vitest, and others' `.cache`). */
const TOOL_CACHES = new Set(['.astro', '.cache', '.vite', '.vite-temp', '.vitest', '.vitest-cache']);

export function copyTree(root: string, dest: string): void {
  rmSync(dest, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted, not yet committed
    const to = path.join(dest, file);
    mkdirSync(path.dirname(to), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
  }
  // Hard links of every package, not of the tools' caches: a test run beside this one writes and removes files
  // there (a vitest cache file removed mid-copy once failed the copy).
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(dest, 'node_modules'));
  const entries = readdirSync(modules)
    .filter((name) => !TOOL_CACHES.has(name))
    .map((name) => path.join(modules, name));
  execFileSync('cp', ['-al', ...entries, path.join(dest, 'node_modules')]);
  // A repository of its own: netlify-cli takes the nearest folder with a .git directory as the repository root and
  // builds from there, which for a copy inside a clone's .data/ would be the clone itself (its served functions).
  execFileSync('git', ['init', '-q'], { cwd: dest });
}
