import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, parseWith, readJson } from '../src/server/http.ts';
import { clientIp } from '../src/server/rate-limit.ts';
import { registrationSchemaFor } from '../src/schemas/account-requests.ts';
import { registerBusiness } from '../src/server/accounts/accounts.ts';
import { limitAccountAttempts } from '../src/server/accounts/limits.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';

// Registration (home, /get-started, the creator and the affiliate form): §5 rules, then a session.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const body = await readJson(req);
  const input = parseWith(registrationSchemaFor(body), body);
  await limitAccountAttempts('register', clientIp(req, context), input.business_email);
  return signedInResponse(await registerBusiness(input));
});

export const config: Config = { path: '/api/business/create' };
