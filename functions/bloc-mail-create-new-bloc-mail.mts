import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { blocMailSchema } from '../src/schemas/contact.ts';
import { createLead } from '../src/server/messages/leads.ts';
import { PUBLIC_POST_CORS, senderContext } from '../src/server/messages/sender.ts';
import { submitReview } from '../src/server/reviews/reviews.ts';
import { messageOutcome, reviewOutcome } from '../src/shared/outcomes.ts';

// §7: a visitor's review (directory-review) or message (create-lead) for a business. Anyone may post,
// from a listing page or from a business's generated website.
const post = handle<Context>(
  async (req, context) => {
    allowMethods(req, 'POST');
    const body = await parseJsonBody(req, blocMailSchema);
    const sender = await senderContext(req, context);
    if (body.additional_function.type === 'directory-review') {
      const review = await submitReview(body.additional_function, sender);
      const message = reviewOutcome(review.status, review.moderation_reason);
      return json({ status: 'ok', type: 'directory-review', message, review }, { status: 201, headers: PUBLIC_POST_CORS });
    }
    const { delivery, ...lead } = await createLead(body.additional_function, sender);
    return json({ status: 'ok', type: 'create-lead', message: messageOutcome(delivery), delivery, lead }, { status: 201, headers: PUBLIC_POST_CORS });
  },
  { allowCrossSite: true },
);

export default async function createNewBlocMail(req: Request, context: Context): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: PUBLIC_POST_CORS });
  const res = await post(req, context);
  for (const [k, v] of Object.entries(PUBLIC_POST_CORS)) res.headers.set(k, v);
  return res;
}

// Netlify's edge turns a flood from one address away before the function runs (the function's own
// limits, per address and per email over 10 minutes, decide the rest).
export const config: Config = {
  path: '/api/bloc-mail/create-new-bloc-mail',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
