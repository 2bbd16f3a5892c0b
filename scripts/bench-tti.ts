/**
 * `npm run bench:tti -- [origin] [paths…] [--dist <build>] [--raw]`: time to interactive of the account forms and
 * the React pages (issue 29), as Lighthouse measures it on a phone (its mobile profile and default simulated
 * throttling: slow 4G, 4x CPU). Each page is audited LH_RUNS times (default 3) and the median TTI is printed, with
 * FCP, TBT and the bytes sent. The origin is a running site (`npm start`, default http://localhost:$PORT or 8888),
 * measured through a local front that gzips as the CDN does (scripts/lib/gzip-proxy.ts; `--raw` to skip it;
 * `--dist` serves another build's pages and assets against the same functions, to compare two builds).
 * The checkout, dashboard and site editor are measured signed in as the seeded demo account (its cookies set in the browser),
 * the others signed out, as a first visitor sees them (the checkout both ways). Paths after the origin: only those.
 * A benchmark, not a test: it exits 1 only when a page cannot be audited, and marks the pages over the issue's
 * goals (1.5 s for the account forms, 2.5 s for the React pages).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, benchmarkChromiumPath } from '../src/server/screenshot/screenshot.ts';
import { startGzipProxy } from './lib/gzip-proxy.ts';

const { values: flags, positionals } = parseArgs({
  options: { dist: { type: 'string' }, raw: { type: 'boolean' } },
  allowPositionals: true,
});
const only = positionals.slice(1); // optional paths: only these pages
const site = (positionals[0] ?? process.env.BENCH_URL ?? `http://localhost:${process.env.PORT || 8888}`).replace(
  /\/$/,
  '',
);
// Measured through a gzipping front, as the CDN serves it (--raw: straight from the site; --dist: pages and assets
// from that build folder, the functions from the site).
const proxy = flags.raw ? undefined : await startGzipProxy(site, flags.dist && path.resolve(flags.dist));
const origin = proxy?.url ?? site;
const RUNS = Number(process.env.LH_RUNS || 3);
const DEMO = { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' };

type Page = { path: string; goalS: number; signedIn?: boolean };
export const BENCH_PAGES: Page[] = [
  { path: '/login/', goalS: 1.5 },
  { path: '/get-started/', goalS: 1.5 },
  { path: '/reset-password/', goalS: 1.5 },
  { path: '/referral-program/', goalS: 1.5 },
  { path: '/checkout/', goalS: 2.5 },
  { path: '/checkout/', goalS: 2.5, signedIn: true },
  { path: '/dashboard/', goalS: 2.5, signedIn: true },
  { path: '/dashboard/web-hosting/', goalS: 2.5, signedIn: true },
  { path: '/create-business-website/', goalS: 2.5 },
];

/** The demo account's cookies (the session and the page's signed-in hint), as the login form gets them. */
async function signIn(): Promise<{ name: string; value: string; url: string }[]> {
  const res = await fetch(`${origin}/api/business/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`signing in as the demo account answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cookies = BENCH_PAGES.some((p) => p.signedIn) ? await signIn() : [];
const debugPort = 9400 + Math.floor(Math.random() * 500);
// A persistent context is the browser's default one, where Lighthouse opens its tab: cookies set here reach it
// (Lighthouse resets caches and storage between runs, never cookies).
const profile = mkdtempSync(path.join(tmpdir(), 'bench-tti-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: benchmarkChromiumPath(),
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
});
const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
console.log(
  `Lighthouse ${version}, mobile, simulated throttling, ${site}${flags.raw ? '' : ' gzipped'}${flags.dist ? ` with pages from ${flags.dist}` : ''}, median of ${RUNS} runs per page`,
);
console.log('page                        TTI      FCP      TBT      bytes    goal    runs (TTI)');
let failed = false;
try {
  for (const page of BENCH_PAGES.filter((p) => only.length === 0 || only.includes(p.path))) {
    const runs = [];
    await browser.clearCookies();
    if (page.signedIn) await browser.addCookies(cookies);
    for (let i = 0; i < RUNS; i++) {
      const lhr = (await lighthouse(`${origin}${page.path}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      }))!.lhr;
      if (lhr.runtimeError) {
        console.log(`${page.path}: ${lhr.runtimeError.message}`);
        failed = true;
        continue;
      }
      if (page.signedIn && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
        console.log(`${page.path}: ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
        failed = true;
      }
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        tti: value('interactive'),
        fcp: value('first-contentful-paint'),
        tbt: value('total-blocking-time'),
        bytes: value('total-byte-weight'),
      });
    }
    if (runs.length === 0) continue;
    const tti = median(runs.map((r) => r.tti));
    const mid = runs.find((r) => r.tti === tti)!;
    const over = tti / 1000 > page.goalS;
    const row = `${(page.path + (page.signedIn ? ' (signed in)' : '')).padEnd(27)} ${(tti / 1000).toFixed(2).padStart(5)} s  ${(mid.fcp / 1000).toFixed(2).padStart(5)} s  ${Math.round(mid.tbt).toString().padStart(4)} ms  ${(mid.bytes / 1024).toFixed(1).padStart(6)} KB  ${page.goalS.toFixed(1)} s${over ? ' OVER' : '     '}  ${runs.map((r) => (r.tti / 1000).toFixed(2)).join(', ')}`;
    console.log(row);
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  proxy?.server.close();
}
process.exit(failed ? 1 : 0);
