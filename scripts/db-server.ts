/** `npm run db:server`: serve the embedded database in the foreground until Ctrl-C. */
import { ensureDatabase } from './lib/database.ts';
import { getEnv } from '../src/server/env.ts';

const { owned } = await ensureDatabase();
if (!owned) {
  console.log(
    getEnv().databaseUrl ? 'DATABASE_URL is set: nothing to serve.' : 'The embedded database is already being served.',
  );
  process.exit(0);
}
console.log(`Embedded PGlite serving ${owned.url}`);
const stop = async () => {
  await owned.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
