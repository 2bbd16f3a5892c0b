// Every function's kind and limit, as data (issue 42): scripts/lib/function-kinds.ts holds the rules,
// scripts/lib/function-kinds-table.ts the declarations; this runs them over functions/ and docs/deploy.md.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_KINDS } from '../../scripts/lib/function-kinds-table.ts';
import { formatKindsTable, judgeKinds, type Declared, type FoundFunction } from '../../scripts/lib/function-kinds.ts';
import { reachable, valueImports } from '../../scripts/lib/import-graph.ts';

const root = process.cwd();
const SCHEDULE = /export const config\b[^;]*\bschedule\s*:/s;

function foundFunctions(): FoundFunction[] {
  const cache = new Map<string, string[]>();
  return readdirSync('functions')
    .filter((f) => f.endsWith('.mts'))
    .map((file) => ({
      name: file.replace(/\.mts$/, ''),
      scheduled: SCHEDULE.test(readFileSync(`functions/${file}`, 'utf8')),
      reaches: reachable(root, `functions/${file}`, cache),
    }));
}

const fn = (name: string, scheduled: boolean, reaches: string[] = []): FoundFunction => ({
  name,
  scheduled,
  reaches: new Set(reaches),
});
const sync = (more: Partial<Declared> = {}): Declared => ({ kind: 'synchronous', how: 'x', ...more });

describe('function kinds', () => {
  it('every function in functions/ declares its kind, and every rule holds', () => {
    expect(judgeKinds(foundFunctions(), FUNCTION_KINDS)).toEqual([]);
  });

  it('admits no function over its limit (issue 42)', () => {
    const over = Object.keys(FUNCTION_KINDS).filter((name) => FUNCTION_KINDS[name]!.overLimit);
    expect(over).toEqual([]);
  });

  it('fails a function with no declared kind, and a declaration with no function', () => {
    expect(judgeKinds([fn('new-thing', false)], { gone: sync() })).toEqual([
      'gone: declared but not in functions/',
      'new-thing: no declared kind (add it to scripts/lib/function-kinds.ts)',
    ]);
  });

  it("fails a kind that disagrees with Netlify's config (a schedule, a -background name)", () => {
    const table = { tick: sync(), 'slow-background': sync(), quick: { kind: 'scheduled', how: 'x' } as Declared };
    expect(judgeKinds([fn('tick', true), fn('slow-background', false), fn('quick', false)], table)).toEqual([
      'tick: declared synchronous, but Netlify runs it as scheduled',
      'slow-background: declared synchronous, but Netlify runs it as background',
      'quick: declared scheduled, but Netlify runs it as synchronous',
    ]);
  });

  it('fails a synchronous function that reaches the model client or the site checker', () => {
    const found = [
      fn('write', false, ['src/server/ai/openai.ts']),
      fn('check', false, ['src/server/maintenance/check-site.ts']),
    ];
    expect(judgeKinds(found, { write: sync(), check: sync() })).toEqual([
      'write: a synchronous function (60 s) reaches the OpenAI copywriter (waits for a model)',
      'check: a synchronous function (60 s) reaches the site checker (fetches a live site and every link)',
    ]);
  });

  it('fails a synchronous function that imports the OpenAI client, unless it says why it never waits', () => {
    const reaches = ['functions/write.mts', 'src/server/ai/openai.ts'];
    const excused = sync({ reachesWithoutWaiting: { 'src/server/ai/openai.ts': 'a shared file, never called here' } });
    expect(judgeKinds([fn('write', false, reaches)], { write: sync() })).toEqual([
      'write: a synchronous function (60 s) reaches the OpenAI copywriter (waits for a model)',
    ]);
    expect(judgeKinds([fn('write', false, reaches)], { write: excused })).toEqual([]);
    expect(judgeKinds([fn('write', false, reaches)], { write: sync({ overLimit: 'known' }) })).toEqual([]);
  });

  it('fails a scheduled function that checks sites itself, or mails with no cap; a background one may', () => {
    const checker = 'src/server/maintenance/check-site.ts';
    const mail = 'src/server/mail/send.ts';
    const table: Record<string, Declared> = {
      tick: { kind: 'scheduled', how: 'x' },
      capped: { kind: 'scheduled', how: 'x', capped: 'LIMIT 100' },
      'work-background': { kind: 'background', how: 'x' },
    };
    const found = [
      fn('tick', true, [checker, mail]),
      fn('capped', true, [mail]),
      fn('work-background', false, [checker]),
    ];
    expect(judgeKinds(found, table)).toEqual([
      'tick: a scheduled function (30 s) reaches the site checker (fetches a live site and every link); email (SMTP) with no cap',
    ]);
  });

  it('keeps excuses and over-limit marks honest: each must still be needed', () => {
    const table = {
      fixed: sync({ overLimit: 'was slow' }),
      moved: sync({ reachesWithoutWaiting: { 'src/server/ai/openai.ts': 'no longer true' } }),
    };
    expect(judgeKinds([fn('fixed', false), fn('moved', false)], table)).toEqual([
      'fixed: marked over its limit but no longer is',
      'moved: excused for src/server/ai/openai.ts, which it no longer reaches',
    ]);
  });

  it('docs/deploy.md carries the generated table of every function', () => {
    const inDocs = readFileSync('docs/deploy.md', 'utf8').includes(formatKindsTable(FUNCTION_KINDS));
    expect(inDocs, 'docs/deploy.md §8.1: paste the output of `npx tsx scripts/print-function-kinds.ts`').toBe(true);
  });
});

describe('import graph', () => {
  it('follows value imports (side effects, re-exports, dynamic) and leaves type-only ones out', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
    mkdirSync(path.join(dir, 'lib'));
    const files: Record<string, string> = {
      'entry.ts': [
        "import './lib/side.ts';",
        "import type { T } from './lib/types.ts';",
        "import {\n  a,\n  type B,\n} from './lib/a.ts';",
        "export { c } from './lib/c.ts';",
        "export const label = 'from ./lib/nothing.ts';",
        "const later = () => import('./lib/lazy.ts');",
      ].join('\n'),
      'lib/side.ts': '',
      'lib/types.ts': '',
      'lib/a.ts': "import { deep } from './deep.ts';",
      'lib/deep.ts': '',
      'lib/c.ts': '',
      'lib/lazy.ts': '',
      'lib/nothing.ts': '',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    expect(valueImports(dir, 'entry.ts').sort()).toEqual(['lib/a.ts', 'lib/c.ts', 'lib/lazy.ts', 'lib/side.ts']);
    expect([...reachable(dir, 'entry.ts')].sort()).toEqual([
      'entry.ts',
      'lib/a.ts',
      'lib/c.ts',
      'lib/deep.ts',
      'lib/lazy.ts',
      'lib/side.ts',
    ]);
  });
});
