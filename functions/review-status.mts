import type { Config } from '@netlify/functions';
import { z } from '../src/schemas/z.ts';
import { dbId } from '../src/schemas/ids.ts';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { findReviewStatus } from '../src/server/reviews/reviews.ts';

const params = z.object({ id: dbId({ error: 'This review link is not valid.' }) });

// A review's author checks its moderation status and reason with the id they were given.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const { id } = parseQuery(req, params);
  return json(await findReviewStatus(id));
});

export const config: Config = { path: '/api/reviews/status' };
