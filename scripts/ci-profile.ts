/**
 * `npx tsx scripts/ci-profile.ts [TEST_SITE_PORT]`: where the last `npm test` spent its time, as Markdown
 * tables for docs/testing.md, read from the files that run leaves in .data/ (TEST_SITE_PORT: 8899 unless set):
 *  - test-steps-PORT.json: every step of scripts/test.ts (started at, took, result);
 *  - test-e2e-PORT.json (Playwright's JSON reporter): each spec file's lane, tests, its first start and last
 *    end from the start of the e2e step, and the time its tests took (retries included);
 *  - test-neon-FUNCTIONS_DB_PORT.json and test-unit-PORT.json (vitest's JSON reporter): each file's time,
 *    slowest first (`--all` lists every file; otherwise those over 1 s).
 * A file that is missing (a part not run) is left out.
 */
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const all = args.includes('--all');
const sitePort = Number(args.find((a) => /^\d+$/.test(a)) || process.env.TEST_SITE_PORT || 8899);
const dbPort = Number(process.env.TEST_DB_PORT || 54339);
const functionsDbPort = Number(process.env.TEST_FUNCTIONS_DB_PORT || dbPort + 1000);

const read = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
const s = (ms: number) => (ms / 1000).toFixed(1);
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const short = (name: string) => name.replace(/^.*\/tests\//, 'tests/');

interface StepRow {
  name: string;
  status: string;
  startedAt?: number;
  seconds?: number;
  cpuSeconds?: number;
  meters?: Record<string, number>;
}
const steps = read<StepRow[]>(`.data/test-steps-${sitePort}.json`);
if (steps) {
  const end = Math.max(...steps.map((r) => (r.startedAt ?? 0) + (r.seconds ?? 0)));
  console.log(`## Steps (npm test, ${end.toFixed(0)} s)\n`);
  // CPU: the step's own processes; the meters (the served site, npm test's own process) while it ran.
  const meters = [...new Set(steps.flatMap((r) => Object.keys(r.meters ?? {})))];
  console.log(
    table(
      ['Step', 'Started at (s)', 'Took (s)', 'Ended at (s)', 'CPU (s)', ...meters.map((m) => `${m} (s)`), 'Result'],
      steps.map((r) => [
        r.name,
        r.startedAt ?? '—',
        r.seconds ?? '—',
        r.startedAt === undefined ? '—' : (r.startedAt + (r.seconds ?? 0)).toFixed(1),
        r.cpuSeconds ?? '—',
        ...meters.map((m) => r.meters?.[m] ?? '—'),
        r.status,
      ]),
    ),
  );
}

interface PwResult {
  startTime: string;
  duration: number;
  status: string;
  retry: number;
  parallelIndex: number;
}
interface PwSpec {
  file: string;
  tests: { projectName: string; results: PwResult[] }[];
}
interface PwSuite {
  file: string;
  specs?: PwSpec[];
  suites?: PwSuite[];
}
const e2e = read<{ suites: PwSuite[]; stats: { startTime: string; duration: number } }>(
  `.data/test-e2e-${sitePort}.json`,
);
if (e2e) {
  const t0 = Date.parse(e2e.stats.startTime);
  const files = new Map<
    string,
    { lane: string; tests: number; first: number; last: number; busy: number; workers: Set<number>; retries: number }
  >();
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const f = files.get(spec.file) ?? {
          lane: t.projectName,
          tests: 0,
          first: Infinity,
          last: 0,
          busy: 0,
          workers: new Set(),
          retries: 0,
        };
        f.tests += 1;
        for (const r of t.results) {
          const start = Date.parse(r.startTime) - t0;
          f.first = Math.min(f.first, start);
          f.last = Math.max(f.last, start + r.duration);
          f.busy += r.duration;
          f.workers.add(r.parallelIndex);
          if (r.retry > 0) f.retries += 1;
        }
        files.set(spec.file, f);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e.suites) walk(suite);
  const rows = [...files.entries()].sort((a, b) => b[1].busy - a[1].busy);
  console.log(`\n## End-to-end files (${s(e2e.stats.duration)} s; seconds from the start of Playwright)\n`);
  console.log(
    table(
      ['File', 'Lane', 'Tests', 'Workers', 'Started', 'Ended', 'Tests took (s)', 'Retries'],
      rows.map(([file, f]) => [
        file,
        f.lane,
        f.tests,
        [...f.workers].join(','),
        s(f.first),
        s(f.last),
        s(f.busy),
        f.retries,
      ]),
    ),
  );
  const lanes = new Map<string, number>();
  for (const [, f] of rows) lanes.set(f.lane, (lanes.get(f.lane) ?? 0) + f.busy);
  console.log(`\nTests' time by lane: ${[...lanes].map(([lane, ms]) => `${lane} ${s(ms)} s`).join(', ')}`);
}

interface VitestFile {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
  assertionResults: unknown[];
}
for (const [title, file] of [
  ['Function test files (through the Neon driver)', `.data/test-neon-${functionsDbPort}.json`],
  ['Unit test files', `.data/test-unit-${sitePort}.json`],
] as const) {
  const results = read<{ testResults: VitestFile[]; startTime: number }>(file);
  if (!results) continue;
  const rows = results.testResults
    .map((r) => ({
      name: short(r.name),
      ms: r.endTime - r.startTime,
      tests: r.assertionResults.length,
      status: r.status,
    }))
    .sort((a, b) => b.ms - a.ms);
  const total = rows.reduce((sum, r) => sum + r.ms, 0);
  const shown = all ? rows : rows.filter((r) => r.ms >= 1000);
  console.log(`\n## ${title} (${rows.length} files, ${s(total)} s summed; ${all ? 'all' : 'those over 1 s'})\n`);
  console.log(
    table(
      ['File', 'Tests', 'Took (s)', 'Result'],
      shown.map((r) => [r.name, r.tests, s(r.ms), r.status]),
    ),
  );
}
