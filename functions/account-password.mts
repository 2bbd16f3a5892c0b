import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { changePasswordSchema, PASSWORD_CHANGED } from '../src/schemas/account.ts';
import { changePassword } from '../src/server/accounts/password-change.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';

// Change password (the current one needed): every other session of the person ends; this one stays.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const person = await requireRole(req, 'account-password');
  const input = await parseJsonBody(req, changePasswordSchema);
  await changePassword(person.user_id!, person.session_id ?? null, input);
  // A token from before server sessions was ended with the others: this browser gets a fresh session.
  if (!person.session_id) return signedInResponse(person);
  return json({ status: 200, message: PASSWORD_CHANGED });
});

export const config: Config = { path: '/api/account/password' };
