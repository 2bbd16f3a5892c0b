import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, notFound, parseJsonBody } from '../src/server/http.ts';
import { maskEmail, unsubscribeRecipient } from '../src/server/mail/recipients.ts';
import { unsubscribeBody } from '../src/schemas/public-api.ts';

// The /email/unsubscribe/{id} page posts its id here; an unknown id is a 404, never a false success.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const { id } = await parseJsonBody(req, unsubscribeBody);
  const recipient = await unsubscribeRecipient(id);
  if (!recipient) throw notFound('This unsubscribe link is not valid. Nothing was changed.');
  return json({ unsubscribed: true, email: maskEmail(recipient.email) });
});

export const config: Config = { path: '/api/email/unsubscribe' };
