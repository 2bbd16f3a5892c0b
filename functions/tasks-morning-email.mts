import type { Config } from '@netlify/functions';
import { sendMorningEmails } from '../src/server/tasks/morning-email.ts';

// Every morning (11:00 UTC: 6 or 7 a.m. in Toronto): each assignee's tasks due today, by email.
export default async function tasksMorningEmail(): Promise<Response> {
  try {
    console.log('[tasks-morning-email]', JSON.stringify(await sendMorningEmails()));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[tasks-morning-email] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '0 11 * * *' };
