import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { confirmEmailSchema, EMAIL_CHANGED } from '../src/schemas/account.ts';
import { confirmEmailChangeToken } from '../src/server/accounts/email-change.ts';

// The link sent to a new address: opening it makes the change (once, within 24 hours).
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const { token } = await parseJsonBody(req, confirmEmailSchema);
  await confirmEmailChangeToken(token);
  return json({ status: 200, message: EMAIL_CHANGED });
});

export const config: Config = { path: '/api/account/confirm-email' };
