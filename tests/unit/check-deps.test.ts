// `npm run check`'s dependency rules fail on a bad import: scripts/check-deps.ts on a small tree.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-deps-'));
  dirs.push(dir);
  copyFileSync(path.join(repo, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        allowImportingTsExtensions: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
      },
    }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function check(dir: string): { code: number; output: string } {
  try {
    const output = execFileSync(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'scripts/check-deps.ts')], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: e.stdout + e.stderr };
  }
}

const GOOD = {
  'src/shared/limits.ts': 'export const MAX = 3;\n',
  'src/schemas/form.ts': "import { MAX } from '../shared/limits.ts';\nexport const max = MAX;\n",
  'src/server/db/client.ts': 'export const query = () => [];\n',
  'src/server/repo.ts': "import { query } from './db/client.ts';\nexport const load = () => query();\n",
  'src/components/Card.astro':
    "---\nimport type { load } from '../server/repo.ts';\nimport { max } from '../schemas/form.ts';\n---\n<p>{max}</p>\n",
  'src/pages/index.astro': "---\nimport { load } from '../server/repo.ts';\n---\n",
};

describe('npm run check: dependency rules', () => {
  it('passes a tree that keeps the layers', () => {
    const result = check(tree(GOOD));
    expect(result.output).toContain('dependency rules: ok');
    expect(result.code).toBe(0);
  }, 60_000);

  it('fails on a schema importing features, a store on the server, a loop and a component loading data', () => {
    const result = check(
      tree({
        ...GOOD,
        'src/features/x/x.ts': 'export const X = 1;\n',
        'src/schemas/form.ts': "import { X } from '../features/x/x.ts';\nexport const max = X;\n",
        'src/features/x/x.store.ts': 'export const $x = 1;\n',
        'functions/api.mts': "import { $x } from '../src/features/x/x.store.ts';\nexport default $x;\n",
        'src/server/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'src/server/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
        'src/components/Card.astro': "---\nimport { load } from '../server/repo.ts';\n---\n",
      }),
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('schemas-import-no-upper-layer: src/schemas/form.ts → src/features/x/x.ts');
    expect(result.output).toContain('server-imports-no-island-code: functions/api.mts → src/features/x/x.store.ts');
    expect(result.output).toMatch(/no-circular: src\/server\/[ab]\.ts/);
    expect(result.output).toContain('components-load-no-data: src/components/Card.astro → src/server/repo.ts');
  }, 60_000);

  it('fails on a function importing a feature, a feature importing a component, and UI importing server code', () => {
    const result = check(
      tree({
        ...GOOD,
        'src/features/x/x.ts': 'export const X = 1;\n',
        'src/features/x/Use.tsx': "import { Card } from '../../components/Card.tsx';\nexport const Use = Card;\n",
        'src/features/x/Page.astro': "---\nimport Base from '../../layouts/Base.astro';\n---\n<Base />\n",
        'src/layouts/Base.astro': '<slot />\n',
        'src/components/Card.tsx': "import { X } from '../features/x/x.ts';\nexport const Card = () => X;\n",
        'src/server/shape.ts':
          'export interface Shape { a: number }\nexport const shapeOf = (a: number): Shape => ({ a });\n',
        'src/components/List.tsx':
          "import type { Shape } from '../server/shape.ts';\nimport { shapeOf } from '../server/shape.ts';\n" +
          'export const List = (s: Shape) => shapeOf(s.a);\n',
        'src/components/Row.astro': "---\nimport { shapeOf } from '../server/shape.ts';\n---\n",
        'functions/api.mts':
          "import { X } from '../src/features/x/x.ts';\nimport { load } from '../src/server/repo.ts';\n" +
          'export default () => [X, load()];\n',
        'deploy/live-sites/functions/host.mts':
          "import { X } from '../../../src/features/x/x.ts';\nexport default X;\n",
      }),
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('functions-call-the-server: functions/api.mts → src/features/x/x.ts');
    expect(result.output).not.toContain('functions/api.mts → src/server/repo.ts');
    expect(result.output).toContain(
      'functions-call-the-server: deploy/live-sites/functions/host.mts → src/features/x/x.ts',
    );
    expect(result.output).toContain('components-above-features: src/features/x/Use.tsx → src/components/Card.tsx');
    expect(result.output).toContain('components-above-features: src/features/x/Page.astro → src/layouts/Base.astro');
    expect(result.output).not.toContain('src/components/Card.tsx → src/features/x/x.ts');
    expect(result.output).toContain('ui-imports-server-types-only: src/components/List.tsx → src/server/shape.ts');
    expect(result.output).toContain('ui-imports-server-types-only: src/components/Row.astro → src/server/shape.ts');
    // The type import alone is allowed: one violation from List.tsx, not two.
    expect(result.output.match(/List\.tsx → src\/server/g)).toHaveLength(1);
  }, 60_000);

  it('fails on classic zod in server code or a schema, and on nanostores in a function; passes zod/mini', () => {
    const dir = tree({
      ...GOOD,
      'src/schemas/z.ts': "import { z } from 'zod/mini';\nexport { z };\n",
      'src/schemas/classic.ts': "import { z } from 'zod';\nexport const name = z.string();\n",
      'src/server/query.ts': "import { z } from 'zod/v4';\nexport const page = z.number();\n",
      'functions/store.mts': "import { atom } from 'nanostores';\nexport default atom(1);\n",
    });
    symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
    const result = check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/one-zod: src\/schemas\/classic\.ts → node_modules\/zod\/index\./);
    expect(result.output).toMatch(/one-zod: src\/server\/query\.ts → node_modules\/zod\/v4\/index\./);
    expect(result.output).not.toContain('src/schemas/z.ts');
    expect(result.output).toContain('server-imports-no-island-code: functions/store.mts → node_modules/nanostores/');
  }, 60_000);
});
