/**
 * Contact-form ids: a generated site's form posts an opaque random id, which only the server
 * maps to the business (the account id never appears in a public page or ZIP).
 */
import { randomBytes } from 'node:crypto';
import { query } from '../db/client.ts';

/** The account's form id, made on first use; one per account so every draft and live site shares it. */
export async function ensureFormId(accountId: string): Promise<string> {
  const [made] = await query<{ id: string }>(
    `INSERT INTO contact_forms (id, business_id) VALUES ($1, $2)
     ON CONFLICT (business_id) DO NOTHING RETURNING id`,
    [randomBytes(16).toString('base64url'), accountId],
  );
  if (made) return made.id;
  const [existing] = await query<{ id: string }>('SELECT id FROM contact_forms WHERE business_id = $1', [accountId]);
  if (!existing) throw new Error(`No contact form id for account ${accountId}`);
  return existing.id;
}

/** The account a form id belongs to, or undefined. */
export async function findFormAccount(formId: string): Promise<string | undefined> {
  const [row] = await query<{ business_id: string }>('SELECT business_id FROM contact_forms WHERE id = $1', [formId]);
  return row?.business_id;
}
