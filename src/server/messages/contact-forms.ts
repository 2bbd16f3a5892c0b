/**
 * Contact-form ids: a generated site's form posts an opaque random id, which only the server
 * maps to the business (the account id never appears in a public page or ZIP).
 */
import { randomBytes } from 'node:crypto';
import { query } from '../db/client.ts';

/**
 * The account's form id, made when its first draft is generated (buildDraft; migration 0021 made the older
 * accounts'); one per account so every draft and live site shares it. Race-safe: the loser rereads the winner's.
 */
export async function ensureFormId(accountId: string): Promise<string> {
  const [made] = await query<{ id: string }>(
    `INSERT INTO contact_forms (id, business_id) VALUES ($1, $2)
     ON CONFLICT (business_id) DO NOTHING RETURNING id`,
    [randomBytes(16).toString('base64url'), accountId],
  );
  const id = made?.id ?? (await findFormId(accountId));
  if (!id) throw new Error(`No contact form id for account ${accountId}`);
  return id;
}

/** The account's form id, or undefined before its first draft (only reads). */
export async function findFormId(accountId: string): Promise<string | undefined> {
  const [row] = await query<{ id: string }>('SELECT id FROM contact_forms WHERE business_id = $1', [accountId]);
  return row?.id;
}

/** The account a form id belongs to, or undefined. */
export async function findFormAccount(formId: string): Promise<string | undefined> {
  const [row] = await query<{ business_id: string }>('SELECT business_id FROM contact_forms WHERE id = $1', [formId]);
  return row?.business_id;
}
