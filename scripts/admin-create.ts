/**
 * `npm run admin:create -- <email> [--password <password>] [--name <name>]`: creates an admin
 * account, or promotes an existing account to admin (its password is kept unless --password is
 * given). Without --password it asks for one on a terminal, or generates one, and prints it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ensureDatabase } from './lib/database.ts';
import { closeDb, query } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import { businessEmail, loginSchema } from '../src/schemas/business.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { password: { type: 'string' }, name: { type: 'string' } },
});

function generatePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[randomInt(set.length)]).join('');
  return `${pick(letters, 12)}${pick('23456789', 4)}${pick('@$!%*#?&', 2)}`;
}

async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = (
    await rl.question(
      'Password for the admin (8-35 characters with a number and one of @$!%*#?&; Enter to generate one): ',
    )
  ).trim();
  rl.close();
  return answer || undefined;
}

const emailResult = businessEmail.safeParse(positionals[0] ?? '');
if (!emailResult.success) {
  console.error(
    `usage: npm run admin:create -- <email> [--password <password>] [--name <name>]\n${emailResult.error.issues[0]?.message}`,
  );
  process.exit(2);
}
const email = emailResult.data;
const name = (values.name ?? 'Main Street Admin').slice(0, 50);

const { owned } = await ensureDatabase();
let code = 0;
try {
  await migrate();
  const [existing] = await query<{ id: string }>('SELECT id FROM businesses WHERE lower(business_email) = lower($1)', [
    email,
  ]);
  let password = values.password ?? (existing ? undefined : ((await askPassword()) ?? generatePassword()));
  if (password !== undefined) {
    const check = loginSchema.safeParse({ business_email: email, business_password: password });
    if (!check.success) throw new Error(check.error.issues.map((i) => i.message).join(' '));
  }
  const hash = password === undefined ? undefined : await hashPassword(password);
  if (existing) {
    await query(
      `UPDATE businesses SET role = 'admin', password_hash = coalesce($2, password_hash), updated_at = now() WHERE id = $1`,
      [existing.id, hash ?? null],
    );
    console.log(`${email} is now an admin${password ? '; its password was changed.' : ' (password unchanged).'}`);
  } else {
    await query(
      `INSERT INTO businesses (business_name, business_email, password_hash, role, referral_code) VALUES ($1, $2, $3, 'admin', $4)`,
      [name, email, hash, `admin-${randomBytes(5).toString('hex')}`],
    );
    console.log(`Created the admin account ${email}.`);
  }
  if (password) console.log(`Password: ${password}`);
  console.log('Log in at /login, then open /admin/reviews to moderate reviews.');
} catch (error) {
  console.error(`admin:create failed: ${(error as Error).message}`);
  code = 1;
} finally {
  await closeDb();
  await owned?.stop();
}
process.exit(code);
