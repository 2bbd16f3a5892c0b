import { Worker } from 'node:worker_threads';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
const dir = path.join(process.cwd(), '.netlify/dev-functions-8899/bundles');
process.env.MAIN_STREET_DEV_FUNCTIONS = pathToFileURL(dir).href;
const names = readdirSync(dir).filter(f => f.endsWith('.mjs')).map(f => f.slice(0, -4));
const out = [];
async function one(code) { const c0 = process.cpuUsage(); await new Promise((res, rej) => { const w = new Worker(code, { eval: true, type: 'module', env: { ...process.env } }); w.on('exit', res); w.on('error', rej); }); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000; }
const base = []; for (let i = 0; i < 5; i++) base.push(await one(`import 'node:process';`));
const b = base.sort((a,b)=>a-b)[2];
for (const n of names) {
  const code = `await import(process.env.MAIN_STREET_DEV_FUNCTIONS + '/${n}.mjs');`;
  await one(code); const r = []; for (let i = 0; i < 3; i++) r.push(await one(code));
  out.push([n, Math.round(r.sort((a,b)=>a-b)[1] - b)]);
}
out.sort((a, b) => b[1] - a[1]);
console.log('base', b.toFixed(0)); console.log(out.map(x => x.join(' ')).join('\n'));
