import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody, parseWith } from '../src/server/http.ts';
import { confirmEmailSchema, EMAIL_CHANGED } from '../src/schemas/account.ts';
import { confirmEmailChangeToken } from '../src/server/accounts/email-change.ts';
import { answerLinkForm, isFormPost, linkDonePage } from '../src/server/accounts/form-post.ts';

// The button on the page the link sent to a new address opens: it makes the change (once, within 24 hours).
// A form post (JavaScript off) is answered with the page saying it is done, or why not.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  if (isFormPost(req)) {
    return answerLinkForm(req, 'confirm-email', async (token, lang) => {
      await confirmEmailChangeToken(parseWith(confirmEmailSchema, { token }).token);
      return linkDonePage(req, 'confirm-email', EMAIL_CHANGED, lang);
    });
  }
  const { token } = await parseJsonBody(req, confirmEmailSchema);
  await confirmEmailChangeToken(token);
  return json({ status: 200, message: EMAIL_CHANGED });
});

export const config: Config = { path: '/api/account/confirm-email' };
