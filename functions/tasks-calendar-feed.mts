import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { createFeed, hasFeed, revokeFeed } from '../src/server/tasks/feeds.ts';

// The person's private calendar feed: GET whether one is live, POST a new secret URL (the old one stops), DELETE revokes it.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST', 'DELETE');
  const person = await requireRole(req, 'tasks-calendar-feed');
  if (req.method === 'GET')
    return json({
      url: null,
      message: (await hasFeed(person))
        ? 'Your calendar link is live. Make a new one to see it again (the old one then stops).'
        : 'No calendar link yet.',
    });
  if (req.method === 'DELETE') {
    await revokeFeed(person);
    return json({ url: null, message: 'Calendar link turned off. Calendars using it stop updating.' });
  }
  return json(
    {
      url: await createFeed(person),
      message:
        'Add this address to Google Calendar or Apple Calendar ("subscribe by URL"). Keep it private: anyone with it sees your due dates.',
    },
    { status: 201 },
  );
});

export const config: Config = { path: '/api/tasks/calendar-feed' };
