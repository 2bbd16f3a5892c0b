import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { reorderSchema } from '../src/schemas/catalogue.ts';
import { reorder } from '../src/server/shop/catalogue.ts';

// A new order for all sections, or for all items of one section, in one statement (409 if the list changed).
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'shop-catalogue-reorder');
  await reorder(business.id, await parseJsonBody(req, reorderSchema));
  return json({ message: 'Order saved.' });
});

export const config: Config = { path: '/api/shop/catalogue/reorder' };
