/** `npm run with-db -- <command> [args]`: run a command with the database available, then stop it. */
import { ensureDatabase } from './lib/database.ts';
import { closeDb } from '../src/server/db/client.ts';
import { childEnv, runCommand } from './lib/run.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: npm run with-db -- <command> [args]');
  process.exit(2);
}
const { owned } = await ensureDatabase();
let failed = false;
try {
  await runCommand(command, args, childEnv());
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  await closeDb();
  await owned?.stop();
}
process.exit(failed ? 1 : 0);
