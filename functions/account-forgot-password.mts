import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody, parseWith } from '../src/server/http.ts';
import { clientIp } from '../src/server/rate-limit.ts';
import { forgotPasswordSchema, RESET_EMAIL_SENT } from '../src/schemas/account.ts';
import { requestPasswordReset } from '../src/server/accounts/password-reset.ts';
import { answerForm, formLang, isFormPost, resetSentPage } from '../src/server/accounts/form-post.ts';

// 'Forgot password?': the same answer whether or not the email has an account.
// A form post (JavaScript off) is answered with the page saying so, or the page with its errors.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  if (isFormPost(req)) {
    return answerForm(req, 'forgot', async (values) => {
      await requestPasswordReset(parseWith(forgotPasswordSchema, values).email, clientIp(req, context));
      return resetSentPage(req, RESET_EMAIL_SENT, formLang(values.language));
    });
  }
  const { email } = await parseJsonBody(req, forgotPasswordSchema);
  await requestPasswordReset(email, clientIp(req, context));
  return json({ status: 200, message: RESET_EMAIL_SENT });
});

export const config: Config = { path: '/api/account/forgot-password' };
