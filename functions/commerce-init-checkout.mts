import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { checkoutConfig } from '../src/server/stripe/checkout-config.ts';

export default handle(async (req) => {
  allowMethods(req, 'GET');
  return json(checkoutConfig(await requireRole(req, 'commerce-init-checkout')));
});

export const config: Config = { path: '/api/commerce/init-checkout' };
