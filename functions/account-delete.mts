import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { clearedSessionCookies, withCookies } from '../src/server/auth/session.ts';
import { ACCOUNT_DELETED, deleteAccountSchema } from '../src/schemas/account.ts';
import { deleteAccount } from '../src/server/accounts/account-deletion.ts';

// Delete my account: businesses owned alone are closed, the person and their personal data removed; signed out.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const person = await requireRole(req, 'account-delete');
  await deleteAccount(person.user_id!, await parseJsonBody(req, deleteAccountSchema));
  return withCookies(json({ status: 200, message: ACCOUNT_DELETED }), clearedSessionCookies());
});

export const config: Config = { path: '/api/account/delete' };
