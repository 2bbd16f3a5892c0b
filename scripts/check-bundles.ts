/**
 * `npm run check:bundles`: every function of both deploys (functions/, deploy/live-sites/functions/
 * and the SSR function @astrojs/netlify writes to .netlify/v1/functions/ssr) bundled as Netlify
 * bundles them, measured, and judged against Netlify's limits and our targets
 * (scripts/lib/bundle-budget.ts). Prints each function's zipped and unzipped size, and the largest
 * files of any function over budget. Exits 1 on any problem.
 *
 *   npm run check:bundles                 zip both deploys into .netlify/bundle-check/ (about a minute)
 *   npm run check:bundles -- --from-build  read the zips `netlify build` wrote (.netlify/functions/, and
 *                                          deploy/live-sites/.netlify/functions/): no second zipping
 *
 * The SSR function exists only after an astro build (`npm run build`, or `npm run build:netlify`):
 * without it, the platform is checked without it and the check says so and fails.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatMb,
  formatTable,
  judgeBundles,
  largestFiles,
  sizeByPackage,
  type FunctionSize,
} from './lib/bundle-budget.ts';
import { buildDist, DEPLOYS, frameworksDir, measureDeploy, zipDeploy } from './lib/function-bundles.ts';

const { values } = parseArgs({ options: { 'from-build': { type: 'boolean' } } });
const root = process.cwd();
const started = Date.now();
const sizes: FunctionSize[] = [];
const missing: string[] = [];

for (const deploy of DEPLOYS) {
  let dist = buildDist(root, deploy);
  if (!values['from-build']) {
    dist = path.join(root, '.netlify/bundle-check', deploy.name);
    const t = Date.now();
    await zipDeploy(root, deploy, dist);
    console.log(`[bundles] ${deploy.name}: zipped in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  sizes.push(...(await measureDeploy(deploy, dist)));
}
if (!existsSync(path.join(frameworksDir(root, DEPLOYS[0]!), 'ssr'))) {
  missing.push(
    'platform/ssr: .netlify/v1/functions/ssr is missing: run `npm run build` (astro build writes it) and check again',
  );
}

console.log(formatTable(sizes));
const verdict = judgeBundles(sizes);
const largest = [...sizes].sort((a, b) => b.zipped - a.zipped)[0];
console.log(
  `\n${sizes.length} functions; median ${formatMb(verdict.median)} zipped; largest ${largest ? `${largest.deploy}/${largest.name} ${formatMb(largest.zipped)}` : 'none'}; checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

for (const label of verdict.overBudget) {
  const f = sizes.find((s) => `${s.deploy}/${s.name}` === label)!;
  console.log(
    `\n${label}: largest packages (unzipped): ${sizeByPackage(f)
      .map((p) => `${p.name} ${formatMb(p.bytes)}`)
      .join(', ')}`,
  );
  for (const file of largestFiles(f)) console.log(`  ${formatMb(file.bytes).padStart(10)}  ${file.path}`);
}
const problems = [...verdict.problems, ...missing];
if (problems.length) {
  console.error(`\n[bundles] ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log("[bundles] every function is within Netlify's limits and our targets");
