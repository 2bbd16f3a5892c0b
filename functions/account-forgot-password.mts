import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { clientIp } from '../src/server/rate-limit.ts';
import { forgotPasswordSchema, RESET_EMAIL_SENT } from '../src/schemas/account.ts';
import { requestPasswordReset } from '../src/server/accounts/password-reset.ts';

// 'Forgot password?': the same answer whether or not the email has an account.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const { email } = await parseJsonBody(req, forgotPasswordSchema);
  await requestPasswordReset(email, clientIp(req, context));
  return json({ status: 200, message: RESET_EMAIL_SENT });
});

export const config: Config = { path: '/api/account/forgot-password' };
