import type { Config } from '@netlify/functions';
import { allowMethods, handle, notFound } from '../src/server/http.ts';
import { bookingFeedIcs } from '../src/server/bookings/feeds.ts';

// The bookings .ics at a secret URL: calendar apps fetch it without a session, so the secret is the key.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const token =
    new URL(req.url).pathname
      .split('/')
      .pop()
      ?.replace(/\.ics$/, '') ?? '';
  const ics = /^[A-Za-z0-9_-]{43}$/.test(token) ? await bookingFeedIcs(token) : undefined;
  if (!ics) throw notFound('This calendar link is not valid or was turned off.');
  const headers = { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' };
  return new Response(req.method === 'HEAD' ? null : ics, { headers: { ...headers, 'x-robots-tag': 'noindex' } });
});

export const config: Config = { path: '/api/bookings/calendar/:file' };
