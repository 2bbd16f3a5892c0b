import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireBusiness } from '../src/server/auth/session.ts';
import { checkoutConfig } from '../src/server/stripe/checkout-config.ts';

export default handle(async (req) => {
  allowMethods(req, 'GET');
  return json(checkoutConfig(await requireBusiness(req)));
});

export const config: Config = { path: '/api/commerce/init-checkout' };
