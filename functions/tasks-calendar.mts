import type { Config } from '@netlify/functions';
import { allowMethods, handle, notFound } from '../src/server/http.ts';
import { feedCalendar } from '../src/server/tasks/feeds.ts';

// The .ics at a secret URL: calendar apps fetch it without a session, so the secret is the key.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const token =
    new URL(req.url).pathname
      .split('/')
      .pop()
      ?.replace(/\.ics$/, '') ?? '';
  const ics = /^[A-Za-z0-9_-]{43}$/.test(token) ? await feedCalendar(token) : undefined;
  if (!ics) throw notFound('This calendar link is not valid or was turned off.');
  return new Response(req.method === 'HEAD' ? null : ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
      'x-robots-tag': 'noindex',
    },
  });
});

export const config: Config = { path: '/api/tasks/calendar/:file' };
