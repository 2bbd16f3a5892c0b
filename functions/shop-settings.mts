import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { roleAllows } from '../src/server/auth/roles.ts';
import { shopSettingsSchema } from '../src/schemas/shop-settings.ts';
import { getShopSettings, saveShopSettings } from '../src/server/shop/shop-settings.ts';

// How the business sells: pickup, delivery, shipping and tax registration (GET for everyone in it, PUT to save).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'PUT');
  const person = await requireRole(req, 'shop-settings');
  if (req.method === 'GET') return json(await getShopSettings(person.id, roleAllows(person.member_role, 'manager')));
  const settings = await saveShopSettings(person.id, await parseJsonBody(req, shopSettingsSchema));
  return json({ settings, message: 'Shop settings saved.' });
});

export const config: Config = { path: '/api/shop/settings' };
