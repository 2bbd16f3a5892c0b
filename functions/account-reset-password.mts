import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { linkCheckSchema, resetPasswordSchema } from '../src/schemas/account.ts';
import { LINK_MESSAGES, resetLinkState, resetPassword } from '../src/server/accounts/password-reset.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';

// The reset link: POST { token } with `check: true` says whether it can still be used (for a clear
// page); POST { token, new_password } uses it once and signs the person in. Tokens only ever travel in bodies.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const body: unknown = await req.clone().json().catch(() => undefined);
  if (body && typeof body === 'object' && 'check' in body) {
    const { token } = await parseJsonBody(req, linkCheckSchema);
    const state = await resetLinkState(token);
    return json({ state, message: state === 'valid' ? '' : LINK_MESSAGES[state] });
  }
  const { token, new_password } = await parseJsonBody(req, resetPasswordSchema);
  const business = await resetPassword(token, new_password);
  if (!business) return json({ status: 200, token: false, message: 'Your password is changed. You can log in.' });
  return signedInResponse(business);
});

export const config: Config = { path: '/api/account/reset-password' };
