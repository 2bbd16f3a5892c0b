import type { Config } from '@netlify/functions';
import { optionalBusiness } from '../src/server/auth/session.ts';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { loadBusinessRecord } from '../src/server/generation/business-record.ts';
import { ANONYMOUS_STATUS, statusFor } from '../src/server/generation/status.ts';

// §7 retrieve-generation-status: the signed-in account's drafts (the query's auth object is not trusted; the session is).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await optionalBusiness(req);
  if (!business) return json(ANONYMOUS_STATUS);
  return json(await statusFor(business.id, await loadBusinessRecord(business.id)));
});

export const config: Config = { path: '/api/ai/retrieve-generation-status' };
