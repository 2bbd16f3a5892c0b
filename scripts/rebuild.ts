/**
 * `npm run rebuild`: one rebuild of the static site from the database, by hand, swapped in
 * atomically where `npm start` serves it (`dist`). `-- --if-stale` rebuilds only when something
 * changed since the last build. REBUILD_LINK / REBUILD_DIR choose another served folder (tests).
 */
import { parseArgs } from 'node:util';
import { ensureDatabase } from './lib/database.ts';
import { childEnv } from './lib/run.ts';
import { buildsRootFor, rebuildSite } from './lib/rebuild.ts';
import { closeDb } from '../src/server/db/client.ts';
import { getEnv } from '../src/server/env.ts';
import { isSiteStale } from '../src/server/site-state.ts';

const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean' } } });
const log = (line: string) => console.log(`[rebuild] ${line}`);
const link = process.env.REBUILD_LINK || 'dist';
const buildsRoot = process.env.REBUILD_DIR || buildsRootFor(link, getEnv().dataDir);
const url = process.env.URL || `http://localhost:${process.env.PORT || 8888}`;

const { owned } = await ensureDatabase();
let failed = false;
try {
  if (values['if-stale'] && !(await isSiteStale())) log('nothing changed since the last build: the site is fresh');
  else await rebuildSite({ link, buildsRoot, env: childEnv({ URL: url }), log });
} catch (error) {
  console.error(`[rebuild] failed: ${(error as Error).message}`);
  failed = true;
} finally {
  await closeDb();
  await owned?.stop();
}
process.exit(failed ? 1 : 0);
