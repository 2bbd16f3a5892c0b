import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseWith, readJson } from '../src/server/http.ts';
import { clientIp } from '../src/server/rate-limit.ts';
import { CHECK_INBOX, registrationSchemaFor, type SignupAnswer } from '../src/schemas/account-requests.ts';
import { requestSignup } from '../src/server/accounts/signup.ts';
import { limitAccountAttempts } from '../src/server/accounts/limits.ts';
import { answerForm, checkInboxPage, isFormPost, readFormFields } from '../src/server/accounts/form-post.ts';

// Registration (home, /get-started, the creator and the affiliate form): §5 rules, then an email.
// The answer is the same whether or not the address has an account: 'check your inbox'.
// A form post (JavaScript off) is answered with the page saying so, or the page with its errors.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const register = async (body: unknown) => {
    const input = parseWith(registrationSchemaFor(body), body);
    await limitAccountAttempts('register', clientIp(req, context), input.business_email);
    await requestSignup(input);
    return input;
  };
  if (isFormPost(req)) {
    // The referral program's form is the one with a website URL (registrationSchemaFor says the same).
    const kind = 'business_website_url' in (await readFormFields(req.clone())) ? 'affiliate' : 'signup';
    return answerForm(req, kind, async (values) => {
      const input = await register(values);
      return checkInboxPage(req, kind, input.business_email, input.language);
    });
  }
  const email = (await register(await readJson(req))).business_email;
  const answer: SignupAnswer = { status: 202, check_inbox: true, email, message: CHECK_INBOX };
  return json(answer, { status: 202 });
});

export const config: Config = { path: '/api/business/create' };
