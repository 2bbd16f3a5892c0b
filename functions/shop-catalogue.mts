import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { roleAllows } from '../src/server/auth/roles.ts';
import { listCatalogue } from '../src/server/shop/catalogue.ts';

// The business's catalogue (sections, items and the site's languages); everyone in the business reads it.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const person = await requireRole(req, 'shop-catalogue');
  return json(await listCatalogue(person.id, roleAllows(person.member_role, 'manager')));
});

export const config: Config = { path: '/api/shop/catalogue' };
