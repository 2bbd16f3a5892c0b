import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { changeEmailSchema, EMAIL_CHANGE_SENT } from '../src/schemas/account.ts';
import { requestEmailChange } from '../src/server/accounts/email-change.ts';

// Change email: the current password, then a link to the new address confirms it (same answer if the address is taken).
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const person = await requireRole(req, 'account-email');
  const input = await parseJsonBody(req, changeEmailSchema);
  await enforceRateLimits(
    [{ name: 'email-change:user', value: person.user_id!, limit: 5, windowSeconds: 3600 }],
    'Too many email changes. Please wait an hour and try again.',
  );
  await requestEmailChange(person.user_id!, input);
  return json({ status: 200, message: EMAIL_CHANGE_SENT });
});

export const config: Config = { path: '/api/account/email' };
