/**
 * `npm start`: one command from a fresh clone to a running platform on its embedded defaults.
 * Database (embedded PGlite unless DATABASE_URL) -> migrations -> seed on first run -> static
 * build -> `netlify dev --offline` serving dist/ and functions/ on PORT (default 8888).
 */
import { ensureDatabase } from './lib/database.ts';
import { childEnv, runCommand, startCommand } from './lib/run.ts';
import { closeDb, describeDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { isSeeded, seedAll } from '../src/server/seed/seed.ts';

const port = Number(process.env.PORT || 8888);
const log = (line: string) => console.log(`[start] ${line}`);

const { owned } = await ensureDatabase();
log(`database: ${describeDatabase()}`);
await migrate(log);
if (await isSeeded()) log('database already seeded: keeping its data');
else await seedAll('content', log);
await closeDb();

const env = childEnv({ URL: process.env.URL || `http://localhost:${port}` });
log('building the static site from the database…');
await runCommand('astro', ['build'], env);

log(`serving http://localhost:${port} (site and /api functions)`);
const server = startCommand('netlify', ['dev', '--offline', '--port', String(port), '--dir', 'dist', '--functions', 'functions'], env);

let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    server.kill('SIGTERM');
    await owned?.stop().catch(() => undefined);
  }
  process.exit(code);
}
server.once('exit', (code) => void shutdown(code ?? 0));
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
