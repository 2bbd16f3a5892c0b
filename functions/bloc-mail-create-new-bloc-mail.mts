import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { blocMailSchema } from '../src/schemas/contact.ts';
import { createLead } from '../src/server/messages/leads.ts';
import { PUBLIC_POST_CORS, senderContext } from '../src/server/messages/sender.ts';
import { submitReview } from '../src/server/reviews/reviews.ts';
import { CATALOGUES, localizeErrorBody } from '../src/shared/i18n/i18n.ts';
import { messageOutcomeFrom, requestedLang, reviewOutcomeFrom } from '../src/shared/i18n/outcomes-in.ts';

// §7: a visitor's review (directory-review) or message (create-lead) for a business. Anyone may post,
// from a listing page or from a business's generated website. `?lang=fr` (the French directory, issue 31):
// its messages, errors included, in French; the schemas' own messages stay the spec's English.
const post = handle<Context>(
  async (req, context) => {
    allowMethods(req, 'POST');
    const body = await parseJsonBody(req, blocMailSchema);
    const sender = await senderContext(req, context);
    const m = CATALOGUES[requestedLang(req.url)];
    if (body.additional_function.type === 'directory-review') {
      const review = await submitReview(body.additional_function, sender);
      const message = reviewOutcomeFrom(m, review.status, review.moderation_reason);
      return json(
        { status: 'ok', type: 'directory-review', message, review },
        { status: 201, headers: PUBLIC_POST_CORS },
      );
    }
    const { delivery, ...lead } = await createLead(body.additional_function, sender);
    return json(
      { status: 'ok', type: 'create-lead', message: messageOutcomeFrom(m, delivery), delivery, lead },
      { status: 201, headers: PUBLIC_POST_CORS },
    );
  },
  { allowCrossSite: true },
);

export default async function createNewBlocMail(req: Request, context: Context): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: PUBLIC_POST_CORS });
  const lang = requestedLang(req.url);
  let res = await post(req, context);
  if (lang !== 'en' && res.status >= 400) {
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    res = Response.json(localizeErrorBody(lang, await res.json().catch(() => null)), { status: res.status, headers });
  }
  for (const [k, v] of Object.entries(PUBLIC_POST_CORS)) res.headers.set(k, v);
  return res;
}

// Netlify's edge turns a flood from one address away before the function runs (the function's own
// limits, per address and per email over 10 minutes, decide the rest).
export const config: Config = {
  path: '/api/bloc-mail/create-new-bloc-mail',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
