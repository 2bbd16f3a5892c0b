/** `npm run db:seed [-- --synthetic N]`: load content/ (idempotent), optionally N synthetic listings. */
import { parseArgs } from 'node:util';
import { ensureDatabase } from './lib/database.ts';
import { closeDb, pooled } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedAll } from '../src/server/seed/seed.ts';
import { seedSynthetic } from '../src/server/seed/synthetic.ts';
import { seedExampleSites } from '../src/server/seed/example-sites.ts';

const { values } = parseArgs({ options: { synthetic: { type: 'string' } } });
const synthetic = values.synthetic === undefined ? 0 : Number(values.synthetic);
if (!Number.isInteger(synthetic) || synthetic < 0) {
  console.error('--synthetic takes a whole number of listings, e.g. --synthetic 100000');
  process.exit(2);
}

const { owned } = await ensureDatabase();
try {
  await migrate(console.log);
  await seedAll('content', console.log);
  await seedExampleSites(console.log); // the creator showcase's example websites (issue 5)
  if (synthetic > 0) {
    const started = Date.now();
    await seedSynthetic(pooled(), synthetic, console.log);
    console.log(`synthetic listings ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await closeDb();
  await owned?.stop();
}
