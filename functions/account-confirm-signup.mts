import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, parseJsonBody } from '../src/server/http.ts';
import { clientIp, enforceRateLimits } from '../src/server/rate-limit.ts';
import { confirmSignupSchema } from '../src/schemas/account.ts';
import { confirmSignup } from '../src/server/accounts/signup.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';
import { optionalBusiness } from '../src/server/auth/session.ts';

// The sign-up link (/confirm-account#token=…): creates the account once, signs the person in and
// answers where to continue (a path on this site). Used, expired and tampered links answer 410 with a message.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  await enforceRateLimits([{ name: 'confirm-signup:ip', value: clientIp(req, context), limit: 20, windowSeconds: 600 }], 'Too many tries. Please wait 10 minutes and try again.');
  const { token } = await parseJsonBody(req, confirmSignupSchema);
  const { business, next } = await confirmSignup(token);
  // Someone else signed in on this browser is signed out on the server, not only out of the cookie.
  const previous = await optionalBusiness(req);
  return signedInResponse(business, { extra: { next }, replaces: previous?.session_id });
});

export const config: Config = { path: '/api/account/confirm-signup' };
