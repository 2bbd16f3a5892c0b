import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, parseJsonBody } from '../src/server/http.ts';
import { clientIp } from '../src/server/rate-limit.ts';
import { loginSchema } from '../src/schemas/business.ts';
import { authenticate } from '../src/server/accounts/accounts.ts';
import { limitAccountAttempts } from '../src/server/accounts/limits.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';

export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const { business_email, business_password } = await parseJsonBody(req, loginSchema);
  await limitAccountAttempts('login', clientIp(req, context), business_email);
  return signedInResponse(await authenticate(business_email, business_password));
});

export const config: Config = { path: '/api/business/login' };
