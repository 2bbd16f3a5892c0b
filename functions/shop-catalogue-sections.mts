import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { deleteSchema, sectionSchema, updateSectionSchema } from '../src/schemas/catalogue.ts';
import { createSection, deleteSection, updateSection } from '../src/server/shop/catalogue.ts';

// A catalogue section: POST adds one, PATCH renames it, DELETE removes it (its items stay, without a section).
export default handle(async (req) => {
  allowMethods(req, 'POST', 'PATCH', 'DELETE');
  const business = await requireRole(req, 'shop-catalogue-sections');
  if (req.method === 'POST') {
    const section = await createSection(business.id, await parseJsonBody(req, sectionSchema));
    return json({ section, message: 'Section added.' }, { status: 201 });
  }
  if (req.method === 'PATCH') {
    const { id, ...input } = await parseJsonBody(req, updateSectionSchema);
    return json({ section: await updateSection(business.id, id, input), message: 'Section saved.' });
  }
  await deleteSection(business.id, (await parseJsonBody(req, deleteSchema)).id);
  return json({ message: 'Section deleted. Its items are now under "Other items".' });
});

export const config: Config = { path: '/api/shop/catalogue/sections' };
