// The functions netlify dev serves locally: one esbuild bundle per function and a small entry that
// carries the function's own config (scripts/lib/dev-functions.ts).
import { readdir, readFile, rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDevFunctions } from '../../scripts/lib/dev-functions.ts';
import { config as blocMail } from '../../functions/bloc-mail-create-new-bloc-mail.mts';
import { config as rollup } from '../../functions/scheduled-reporting-rollup.mts';

const out = `.netlify/dev-functions-unit-${process.pid}`;
afterAll(() => rm(out, { recursive: true, force: true }));

describe('prepareDevFunctions', () => {
  it('writes one entry per function, with the config of its source (paths, limits, schedules)', async () => {
    const prepared = await prepareDevFunctions(process.cwd(), out);
    const sources = (await readdir('functions')).filter((file) => file.endsWith('.mts'));
    expect(prepared.count).toBe(sources.length);
    expect(await readdir(prepared.entriesDir)).toHaveLength(sources.length);
    expect(prepared.configs['bloc-mail-create-new-bloc-mail']).toEqual(JSON.parse(JSON.stringify(blocMail)));
    expect(prepared.configs['scheduled-reporting-rollup']).toEqual(JSON.parse(JSON.stringify(rollup)));
    const entry = await readFile(`${prepared.entriesDir}/scheduled-reporting-rollup.mjs`, 'utf8');
    expect(entry).toContain(`export const config = ${JSON.stringify(rollup)};`);
    // The bundle is named through the environment, so netlify dev's tracer does not walk into it.
    expect(entry).toContain('process.env.MAIN_STREET_DEV_FUNCTIONS');
    expect(prepared.env.MAIN_STREET_DEV_FUNCTIONS).toMatch(/^file:\/\//);
  }, 60_000);
});
