import { Worker } from 'node:worker_threads';
async function one(code) { const c0 = process.cpuUsage(); await new Promise((res, rej) => { const w = new Worker(code, { eval: true, type: 'module', env: { ...process.env } }); w.on('exit', res); w.on('error', rej); }); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000; }
const codes = { empty: `import 'node:process';`, deps: `import 'is-stream'; import lambdaLocal from 'lambda-local'; import s from 'source-map-support'; s.install();`, 
 boot: `await import(${JSON.stringify('file://' + process.cwd() + '/.netlify/functions-serve/og-listing/___netlify-bootstrap.mjs')});` };
for (const [k, c] of Object.entries(codes)) { const r = []; for (let i = 0; i < 7; i++) r.push(await one(c)); console.log(k, r.slice(1).map(x => x.toFixed(0)).join(' ')); }
