import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { issueBookingFeed, revokeBookingFeed } from '../src/server/bookings/feeds.ts';

// The person's private bookings feed: POST a new secret URL (the old one stops), DELETE turns it off.
export default handle(async (req) => {
  allowMethods(req, 'POST', 'DELETE');
  const person = await requireRole(req, 'bookings-calendar-feed');
  if (req.method === 'DELETE') {
    await revokeBookingFeed(person);
    return json({ url: null, message: 'Bookings calendar link turned off. Calendars using it stop updating.' });
  }
  const message =
    'Add this address to Google Calendar or Apple Calendar ("subscribe by URL"). ' +
    'Keep it private: anyone with it sees your bookings and customers.';
  return json({ url: await issueBookingFeed(person), message }, { status: 201 });
});

export const config: Config = { path: '/api/bookings/calendar-feed' };
