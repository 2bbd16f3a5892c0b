import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, parseJsonBody, parseWith } from '../src/server/http.ts';
import { clientIp, enforceRateLimits } from '../src/server/rate-limit.ts';
import { confirmSignupSchema } from '../src/schemas/account.ts';
import { confirmSignup } from '../src/server/accounts/signup.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';
import { optionalBusiness } from '../src/server/auth/session.ts';
import { answerLinkForm, isFormPost, seeOtherConfirmed } from '../src/server/accounts/form-post.ts';

// The sign-up link's button (/confirm-account/?token=…): creates the account once, signs the person in
// and answers where to continue (a path on this site). Used, expired and tampered links answer 410 with a
// message. A form post (JavaScript off) answers a 303 there with the cookie, or the page saying why not.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const confirm = async (token: string) => {
    await enforceRateLimits(
      [{ name: 'confirm-signup:ip', value: clientIp(req, context), limit: 20, windowSeconds: 600 }],
      'Too many tries. Please wait 10 minutes and try again.',
    );
    const { business, next } = await confirmSignup(token);
    // Someone else signed in on this browser is signed out on the server, not only out of the cookie.
    const previous = await optionalBusiness(req);
    return { next, signedIn: await signedInResponse(business, { extra: { next }, replaces: previous?.session_id }) };
  };
  if (isFormPost(req)) {
    return answerLinkForm(req, 'confirm-signup', async (token) => {
      const { next, signedIn } = await confirm(parseWith(confirmSignupSchema, { token }).token);
      return seeOtherConfirmed(next, signedIn);
    });
  }
  return (await confirm((await parseJsonBody(req, confirmSignupSchema)).token)).signedIn;
});

export const config: Config = { path: '/api/account/confirm-signup' };
