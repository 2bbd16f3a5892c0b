/**
 * The failed tests named in the JSON reports a run of `npm test` leaves in .data/ (vitest's and Playwright's
 * reporters), so that the last lines of a long, interleaved log say what failed and why, not only which step.
 * Reports older than the run are ignored: .data/ outlives runs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface VitestReport {
  testResults?: {
    name: string;
    message?: string;
    status?: string;
    assertionResults?: { fullName?: string; title: string; status: string; failureMessages?: string[] }[];
  }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests?: { results?: { status?: string; error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const firstLine = (text = '') =>
  text
    // colour codes in reporters' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l) ?? '';
const short = (file: string) => file.replace(/^.*?\/(tests\/)/, '$1');

/** One line per failed test: `report: file > test: the first line of why`. */
export function failedTests(report: unknown, label: string): string[] {
  const lines: string[] = [];
  const r = report as VitestReport & { suites?: PlaywrightSuite[] };
  for (const file of r.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      lines.push(`${label}: ${short(file.name)} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed before its tests ran (an import or a hook) has no failed assertion of its own.
    if (!failed.length && file.status === 'failed')
      lines.push(`${label}: ${short(file.name)}: ${firstLine(file.message)}`);
  }
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      const results = spec.tests?.flatMap((t) => t.results ?? []) ?? [];
      const last = results.at(-1);
      if (last && last.status !== 'passed' && last.status !== 'skipped')
        lines.push(`${label}: ${file} > ${spec.title}: ${firstLine(last.error?.message) || last.status}`);
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of r.suites ?? []) walk(suite, suite.file ?? suite.title);
  return lines;
}

/**
 * The failed tests of the JSON reports in `dir` written since `sinceMs` whose names start with one of
 * `prefixes` (the failed steps' own: a step cancelled by another's failure leaves a report of its killed tests).
 */
export function failedTestsSince(dir: string, sinceMs: number, prefixes: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && prefixes.some((prefix) => name.startsWith(prefix)))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= sinceMs)
    .flatMap((file) => {
      try {
        return failedTests(JSON.parse(readFileSync(file, 'utf8')), file.replace(/^.*\//, ''));
      } catch {
        return []; // not a test report (or half-written by a cancelled step)
      }
    });
}
