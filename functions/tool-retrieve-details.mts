import type { Config } from '@netlify/functions';
import { z } from '../src/schemas/z.ts';
import { allowMethods, handle, json, notFound, parseQuery } from '../src/server/http.ts';
import { findTool } from '../src/server/tools/tools-repo.ts';

const params = z.object({
  tool_unique_id: z
    .string({ error: 'tool_unique_id is required.' })
    .check(z.regex(/^[a-z0-9-]{1,80}$/, 'tool_unique_id is not a valid tool id.')),
});

export default handle(async (req) => {
  allowMethods(req, 'GET');
  const { tool_unique_id } = parseQuery(req, params);
  const tool = await findTool(tool_unique_id);
  if (!tool) throw notFound(`No tool has the id "${tool_unique_id}".`);
  return json(tool, { headers: { 'cache-control': 'public, max-age=60' } });
});

export const config: Config = { path: '/api/tool/retrieve-details' };
