import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { queueQuerySchema } from '../src/schemas/inbox.ts';
import { listQueue } from '../src/server/moderation/queue.ts';

// The moderation queue for admins: pending reviews (held ones first), or recent decisions.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  await requireRole(req, 'admin-reviews');
  const { status } = parseQuery(req, queueQuerySchema);
  return json({ reviews: await listQueue(status) });
});

export const config: Config = { path: '/api/admin/reviews' };
