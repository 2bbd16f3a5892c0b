import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { listTools } from '../src/server/tools/tools-repo.ts';

export default handle(async (req) => {
  allowMethods(req, 'GET');
  return json(await listTools(), { headers: { 'cache-control': 'public, max-age=60' } });
});

export const config: Config = { path: '/api/tool/retrieve-all' };
