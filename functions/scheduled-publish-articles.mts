import type { Config } from '@netlify/functions';
import { publishDueArticles } from '../src/server/content-tools/articles.ts';

// Every 10 minutes: articles scheduled for a date that has come are published.
export default async function scheduledPublishArticles(): Promise<Response> {
  try {
    console.log('[scheduled-publish-articles] published', await publishDueArticles());
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[scheduled-publish-articles] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '*/10 * * * *' };
