// The Netlify builds' copy of the tree (scripts/lib/tree-copy.ts): what git knows or would add, node_modules
// hard-linked, and a repository of its own, so netlify-cli builds the copy and not the tree it came from.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyTree } from '../../scripts/lib/tree-copy.ts';

const root = mkdtempSync(path.join(tmpdir(), 'tree-copy-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('copyTree', () => {
  it("copies tracked and new files with their uncommitted changes, leaves ignored ones, hard-links node_modules but not tools' caches", () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    write('.gitignore', 'node_modules/\n.data/\n');
    write('src/a.ts', 'committed');
    write('src/gone.ts', 'deleted since');
    git('add', '-A');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'first');
    write('src/a.ts', 'changed, not committed');
    write('src/new.ts', 'not yet added');
    rmSync(path.join(root, 'src/gone.ts'));
    write('.data/state.json', '{}');
    write('node_modules/pkg/index.js', 'module');
    write('node_modules/.bin/tool', 'bin');
    write('node_modules/.vitest-cache/.tmp-123', 'written and removed by a test run beside the copy');

    const dest = path.join(root, '.data/copy');
    copyTree(root, dest);
    expect(readFileSync(path.join(dest, 'src/a.ts'), 'utf8')).toBe('changed, not committed');
    expect(readFileSync(path.join(dest, 'src/new.ts'), 'utf8')).toBe('not yet added');
    expect(existsSync(path.join(dest, 'src/gone.ts'))).toBe(false);
    expect(existsSync(path.join(dest, '.data'))).toBe(false);
    expect(statSync(path.join(dest, 'node_modules/pkg/index.js')).ino).toBe(
      statSync(path.join(root, 'node_modules/pkg/index.js')).ino,
    );
    expect(existsSync(path.join(dest, 'node_modules/.bin/tool'))).toBe(true);
    expect(existsSync(path.join(dest, 'node_modules/.vitest-cache'))).toBe(false); // a tool's cache, never copied
    // Its own repository root, not the tree's.
    expect(
      execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: path.join(dest, 'src'), encoding: 'utf8' }).trim(),
    ).toBe(dest);
  });
});
