import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { deleteSchema, itemSchema, updateItemSchema } from '../src/schemas/catalogue.ts';
import { createItem, deleteItem, updateItem } from '../src/server/shop/catalogue.ts';

// A catalogue item: POST adds one, PATCH saves an edit (stock as a difference from `stock_seen`), DELETE removes it.
export default handle(async (req) => {
  allowMethods(req, 'POST', 'PATCH', 'DELETE');
  const business = await requireRole(req, 'shop-catalogue-items');
  if (req.method === 'POST') {
    const item = await createItem(business.id, await parseJsonBody(req, itemSchema));
    return json({ item, message: 'Item added.' }, { status: 201 });
  }
  if (req.method === 'PATCH') {
    const { id, stock_seen, ...input } = await parseJsonBody(req, updateItemSchema);
    return json({ item: await updateItem(business.id, id, input, stock_seen), message: 'Item saved.' });
  }
  await deleteItem(business.id, (await parseJsonBody(req, deleteSchema)).id);
  return json({ message: 'Item deleted.' });
});

export const config: Config = { path: '/api/shop/catalogue/items' };
