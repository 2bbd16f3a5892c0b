/** `npm run db:migrate`: apply pending SQL migrations. */
import { ensureDatabase } from './lib/database.ts';
import { closeDb, describeDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';

const { owned } = await ensureDatabase();
try {
  const applied = await migrate(console.log);
  console.log(
    `${describeDatabase()}: ${applied.length ? `${applied.length} migration(s) applied` : 'schema up to date'}`,
  );
} finally {
  await closeDb();
  await owned?.stop();
}
