/**
 * A copy of the working tree for a build that must not touch this one's outputs: `npm test` runs the Netlify
 * builds in it beside the e2e tests, because `netlify build` empties .netlify/v1/functions/ssr, which the
 * served site's netlify dev is reading (scripts/test.ts). The files git knows or would add (uncommitted
 * changes included, ignored files not) are copied; node_modules is hard-linked (a few seconds for ~80,000
 * files, no space), so the copy needs no install. It is a git repository of its own (empty), so that tools that look
 * for the repository root (netlify-cli) stop at the copy.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export function copyTree(root: string, dest: string): void {
  rmSync(dest, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted, not yet committed
    const to = path.join(dest, file);
    mkdirSync(path.dirname(to), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dest, 'node_modules')]);
  // A repository of its own: netlify-cli takes the nearest folder with a .git directory as the repository root and
  // builds from there, which for a copy inside a clone's .data/ would be the clone itself (its served functions).
  execFileSync('git', ['init', '-q'], { cwd: dest });
}
