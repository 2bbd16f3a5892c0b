/**
 * A Lighthouse-equivalent check for generated sites (Lighthouse itself is not installed here):
 * page load in the system Chromium on a mobile profile (Moto G-sized viewport, 4× CPU slowdown,
 * throttled network as Lighthouse's "Slow 4G"), the same metrics, the same score curves
 * (Lighthouse 10 mobile), and an axe-core accessibility pass.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Lighthouse 10 mobile scoring curves (p10, median) and weights. */
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  si: { p10: 3387, median: 5800, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
} as const;

function erf(x: number): number {
  // Abramowitz-Stegun 7.1.26 (as in Lighthouse's statistics.js).
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}

/** Lighthouse's log-normal score for a metric value. */
export function logNormalScore(p10: number, median: number, value: number): number {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const score = (1 - erf(standardized)) / 2;
  return Math.min(1, Math.max(0, score));
}

export interface PerfResult {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  si: number;
  transferBytes: number;
  requests: number;
  score: number;
}

export async function measurePage(browser: Browser, url: string): Promise<PerfResult> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let transferBytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e) => {
    transferBytes += e.encodedDataLength;
    requests++;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number; __tbt: number };
    w.__lcp = 0;
    w.__cls = 0;
    w.__tbt = 0;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__cls += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__tbt += Math.max(0, e.duration - 50)))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const m = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number; __tbt: number };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { fcp, lcp: w.__lcp || fcp, cls: w.__cls, tbt: w.__tbt };
  });
  await context.close();
  // Speed Index is not measured frame by frame here: a static page painted at once has SI ≈ LCP (an upper bound).
  const metrics = { ...m, si: m.lcp };
  const total = Object.values(CURVES).reduce((sum, c) => sum + c.weight, 0);
  const score = (Object.entries(CURVES) as [keyof typeof CURVES, (typeof CURVES)[keyof typeof CURVES]][])
    .reduce((sum, [key, c]) => sum + c.weight * logNormalScore(c.p10, c.median, metrics[key]), 0) / total;
  return { ...metrics, transferBytes, requests, score: Math.round(score * 100) };
}

export interface AxeResult {
  violations: { id: string; impact: string | null; nodes: number }[];
  passes: number;
}

/** axe-core (WCAG 2.1 A/AA) on a page at a mobile width. */
export async function axePage(browser: Browser, url: string): Promise<AxeResult> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[]; passes: unknown[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return { violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })), passes: r.passes.length };
  });
  await context.close();
  return result;
}
