import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { switchBusinessSchema } from '../src/schemas/team.ts';
import { listMyBusinesses, switchBusiness } from '../src/server/team/my-businesses.ts';
import { toAuthObject } from '../src/server/accounts/auth-object.ts';

// The business switcher: GET lists the person's businesses; POST { business_id } makes one current for this session.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST');
  const person = await requireRole(req, 'account-businesses');
  if (req.method === 'GET') return json(await listMyBusinesses(person));
  const { business_id } = await parseJsonBody(req, switchBusinessSchema);
  return json({ status: 200, auth: toAuthObject(await switchBusiness(person, business_id)) });
});

export const config: Config = { path: '/api/account/businesses' };
