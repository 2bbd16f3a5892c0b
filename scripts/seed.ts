/**
 * `npm run db:seed [-- --synthetic N]`: load content/ (idempotent) with the demo accounts and the showcase's
 * example websites, optionally N synthetic listings. `npm run db:seed -- --production`: the directory, tools,
 * articles and regions only: no demo account, nothing signed into with a password the repository prints.
 */
import { parseArgs } from 'node:util';
import { ensureDatabase } from './lib/database.ts';
import { closeDb, pooled } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { findDemoAccounts, seedAll } from '../src/server/seed/seed.ts';
import { seedSynthetic } from '../src/server/seed/synthetic.ts';
import { seedExampleSites } from '../src/server/seed/example-sites.ts';

const { values } = parseArgs({ options: { synthetic: { type: 'string' }, production: { type: 'boolean' } } });
const production = values.production === true;
const synthetic = values.synthetic === undefined ? 0 : Number(values.synthetic);
if (!Number.isInteger(synthetic) || synthetic < 0) {
  console.error('--synthetic takes a whole number of listings, e.g. --synthetic 100000');
  process.exit(2);
}
if (production && synthetic > 0) {
  console.error('--synthetic makes invented listings: it cannot be combined with --production');
  process.exit(2);
}

const { owned } = await ensureDatabase();
try {
  await migrate(console.log);
  await seedAll('content', console.log, { demos: !production });
  // The creator showcase's example websites (issue 5) go to this machine's file store: local work only.
  if (!production) await seedExampleSites(console.log);
  const demos = production ? await findDemoAccounts() : [];
  if (demos.length > 0) {
    // An earlier load without --production made them: this one adds none, but it does not delete accounts.
    console.error(`This database still has demo accounts, whose password the README prints: ${demos.join(', ')}.`);
    console.error('Delete them (docs/deploy.md, §1) before opening the site.');
    process.exitCode = 1;
  }
  if (synthetic > 0) {
    const started = Date.now();
    await seedSynthetic(pooled(), synthetic, console.log);
    console.log(`synthetic listings ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await closeDb();
  await owned?.stop();
}
