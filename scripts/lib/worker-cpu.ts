/**
 * The CPU a worker thread costs, the unit netlify dev pays on every function call: how `npm run bench:function-calls`
 * measures a call's parts, and how `npm test` tells how fast its host is (docs/testing.md: the same run took 7.5
 * minutes on one host and 21 on another of the same kind, where an empty worker cost 27 and 72–101 CPU ms).
 */
import { Worker } from 'node:worker_threads';

/** CPU milliseconds (every thread of this process) a worker running `code` to its end used. */
async function workerCpuMs(code: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const before = process.cpuUsage();
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(code, { eval: true, env });
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The median of `runs` workers running `code`, after one that warms the file system cache. */
export async function medianWorkerCpuMs(code: string, env: NodeJS.ProcessEnv = process.env, runs = 5): Promise<number> {
  await workerCpuMs(code, env);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await workerCpuMs(code, env));
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}
