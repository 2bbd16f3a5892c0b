import type { Config } from '@netlify/functions';
import { fanOutMorningEmails } from '../src/server/tasks/morning-fan-out.ts';

// Every hour: claims the assignees of the businesses where it is now 7 a.m. (each in its own time zone) and
// hands them, 100 at a time, to tasks-morning-email-background, which emails their tasks due today. One
// statement and a few POSTs, however many businesses there are (issue 42).
export default async function tasksMorningEmail(): Promise<Response> {
  try {
    console.log('[tasks-morning-email]', JSON.stringify(await fanOutMorningEmails()));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[tasks-morning-email] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '0 * * * *' };
