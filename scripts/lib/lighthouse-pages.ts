/**
 * Lighthouse (mobile profile, simulated throttling) on a list of pages, as the benchmarks report it:
 * each page audited `runs` times and the median run by performance printed with the core metrics and
 * page weight. Returns false when any page scores under `minimum` in performance or accessibility.
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, benchmarkChromiumPath } from '../../src/server/screenshot/screenshot.ts';

export interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
}

export async function auditPages(origin: string, paths: string[], runs: number, minimum = 95): Promise<boolean> {
  return (await auditPageScores(origin, paths, runs, { minimum })).ok;
}

/** The same audit, with each page's median scores; `debugPort` pins Chromium's debugging port (default: a random one). */
export async function auditPageScores(
  origin: string,
  paths: string[],
  runs: number,
  options: { minimum?: number; minimumA11y?: number; debugPort?: number } = {},
): Promise<{ ok: boolean; scores: PageScore[] }> {
  const minimum = options.minimum ?? 95;
  const minimumA11y = options.minimumA11y ?? minimum;
  const scores: PageScore[] = [];
  const debugPort = options.debugPort ?? 9400 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: benchmarkChromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  let ok = true;
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, median of ${runs} runs per page`,
  );
  console.log('page                          perf  a11y   FCP     LCP     TBT    CLS    SI      weight');
  for (const path of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(
        (await lighthouse(`${origin}/${path}`, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        }))!.lhr,
      );
    }
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = results[Math.floor(results.length / 2)]!;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const perf = score('performance');
    const a11y = score('accessibility');
    if (perf < minimum || a11y < minimumA11y || lhr.runtimeError) ok = false;
    scores.push({ path, performance: perf, accessibility: a11y });
    const missed = Object.values(lhr.audits)
      .filter(
        (a) =>
          lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
          a.score !== null &&
          a.score < 1,
      )
      .map((a) => a.id);
    console.log(
      `${('/' + path).padEnd(29)} ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${(value('first-contentful-paint') / 1000).toFixed(2).padStart(5)} s ${(value('largest-contentful-paint') / 1000).toFixed(2).padStart(5)} s ${Math.round(value('total-blocking-time')).toString().padStart(4)} ms ${value('cumulative-layout-shift').toFixed(3)}  ${(value('speed-index') / 1000).toFixed(2).padStart(5)} s ${(value('total-byte-weight') / 1024).toFixed(1).padStart(6)} KB${missed.length ? `  missed: ${missed.join(', ')}` : ''}${lhr.runtimeError ? `  error: ${lhr.runtimeError.message}` : ''}`,
    );
  }
  await browser.close();
  return { ok, scores };
}
