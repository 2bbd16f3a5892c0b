import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { isSiteStale } from '../src/server/site-state.ts';
import { visibilityNotice } from '../src/server/rebuild/build-hook.ts';

// Whether the directory shows the latest changes yet, and when it will (for owners after an edit).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const stale = await isSiteStale();
  return json({ stale, notice: stale ? visibilityNotice() : 'The directory shows your latest changes.' });
});

export const config: Config = { path: '/api/site/freshness' };
