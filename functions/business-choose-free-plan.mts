import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { chooseFreePlan } from '../src/server/accounts/free-plan.ts';
import { toAuthObject } from '../src/server/accounts/auth-object.ts';

// Checkout's free choice: straight to the dashboard; the listing form can wait (the dashboard says what it needs).
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'business-choose-free-plan');
  return json({ auth: toAuthObject(await chooseFreePlan(business)) });
});

export const config: Config = { path: '/api/business/choose-free-plan' };
