/**
 * `npm run bench:function-calls`: what a function call costs under `netlify dev` before the function runs.
 * netlify dev starts a new worker thread for every call, loads its own worker modules there, then imports the
 * function (docs/testing.md#where-the-served-sites-cpu-goes). This measures, in CPU milliseconds (median of 5):
 *  - a new worker thread that imports nothing;
 *  - netlify dev's worker modules (lambda-local, source-map-support, is-stream, resolved where netlify-cli has them);
 *  - the bootstrap zip-it-and-ship-it wraps every v2 function in (@netlify/serverless-functions-api);
 *  - each function's bundle as `npm start` and `npm test` serve it (scripts/lib/dev-functions.ts), over the empty worker.
 * `--top N` (20) prints the N heaviest bundles.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { prepareDevFunctions, DEV_FUNCTIONS_ENV } from './lib/dev-functions.ts';
import { medianWorkerCpuMs as medianCpuMs } from './lib/worker-cpu.ts';

const { values } = parseArgs({ options: { top: { type: 'string', default: '20' } } });
const importing = (urls: string[]) =>
  `(async () => { ${urls.map((url) => `await import(${JSON.stringify(url)});`).join(' ')} })();`;

const root = process.cwd();
const functions = await prepareDevFunctions(root, '.netlify/bench-function-calls');
const env = { ...process.env, ...functions.env };
const bundles = functions.env[DEV_FUNCTIONS_ENV]!;
const fromCli = createRequire(path.join(root, 'node_modules/netlify-cli/package.json'));
const cliModules = ['lambda-local', 'source-map-support', 'is-stream'].map(
  (name) => pathToFileURL(fromCli.resolve(name)).href,
);
const fromZisi = createRequire(fromCli.resolve('@netlify/zip-it-and-ship-it/package.json'));
const bootstrap = pathToFileURL(fromZisi.resolve('@netlify/serverless-functions-api')).href;

const empty = await medianCpuMs(importing([]), env);
const cli = await medianCpuMs(importing(cliModules), env);
console.log(`a new worker thread: ${empty.toFixed(0)} ms of CPU`);
console.log(`netlify dev's worker modules: ${(cli - empty).toFixed(0)} ms more`);
console.log(
  `the v2 function bootstrap: ${((await medianCpuMs(importing([bootstrap]), env)) - empty).toFixed(0)} ms more`,
);

const costs: [string, number][] = [];
for (const name of Object.keys(functions.configs))
  costs.push([name, (await medianCpuMs(importing([`${bundles}/${name}.mjs`]), env)) - empty]);
costs.sort((a, b) => b[1] - a[1]);
const sorted = costs.map(([, ms]) => ms).sort((a, b) => a - b);
console.log(
  `a function's bundle (${costs.length}): median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms more, from ${sorted[0]!.toFixed(0)} to ${sorted.at(-1)!.toFixed(0)}`,
);
for (const [name, ms] of costs.slice(0, Number(values.top))) console.log(`  ${name}: ${ms.toFixed(0)} ms`);
