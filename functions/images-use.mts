import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { useMediaSchema } from '../src/schemas/media.ts';
import { useMedia } from '../src/server/content-tools/media.ts';

// Puts a library image on the website (hero or about page) or the directory listing. Managers and the owner.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'images-use');
  const { id, target, alt } = await parseJsonBody(req, useMediaSchema);
  return json(await useMedia(business, id, target, alt));
});

export const config: Config = { path: '/api/images/use' };
