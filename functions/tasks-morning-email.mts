import type { Config } from '@netlify/functions';
import { sendMorningEmails } from '../src/server/tasks/morning-email.ts';

// Every hour: the assignees of the businesses where it is now 7 a.m. (each in its own time zone) get their tasks due today.
export default async function tasksMorningEmail(): Promise<Response> {
  try {
    console.log('[tasks-morning-email]', JSON.stringify(await sendMorningEmails()));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[tasks-morning-email] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '0 * * * *' };
