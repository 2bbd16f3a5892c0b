import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, parseJsonBody, parseWith } from '../src/server/http.ts';
import { clientIp } from '../src/server/rate-limit.ts';
import { loginSchema, type Login } from '../src/schemas/business.ts';
import { authenticate } from '../src/server/accounts/accounts.ts';
import { limitAccountAttempts } from '../src/server/accounts/limits.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';
import { answerForm, isFormPost, seeOther } from '../src/server/accounts/form-post.ts';
import { homeFor } from '../src/shared/auth.ts';

// JSON from the page's script; a form post (JavaScript off) is answered with a 303 and the cookie, or the page with its errors.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const signIn = async ({ business_email, business_password }: Login) => {
    await limitAccountAttempts('login', clientIp(req, context), business_email);
    return signedInResponse(await authenticate(business_email, business_password));
  };
  if (!isFormPost(req)) return signIn(await parseJsonBody(req, loginSchema));
  return answerForm(req, 'login', async (values) => {
    const signedIn = await signIn(parseWith(loginSchema, values));
    const { auth } = (await signedIn.clone().json()) as { auth: Parameters<typeof homeFor>[0] };
    return seeOther(homeFor(auth), signedIn);
  });
});

export const config: Config = { path: '/api/business/login' };
