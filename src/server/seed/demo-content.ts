/**
 * The demo account's articles and images (issue 17), made by the real tools with the built-in writer
 * and illustrator, so its dashboard shows a published article, a draft, two images and the month's
 * quota with units used. Idempotent: an account that has any article is left as it is.
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { findBusinessById } from '../auth/session.ts';
import { builtinArticleWriter } from '../ai/article-writer.ts';
import { monthlyLimit } from '../../features/content-tools/quota.ts';
import { suggestTopics } from '../../features/content-tools/topics.ts';
import { loadArticleFacts } from '../content-tools/article-facts.ts';
import { publishArticleNow, startArticle } from '../content-tools/articles.ts';
import { builtinIllustrator } from '../content-tools/image-maker.ts';
import { generateImageNow } from '../content-tools/media-generate.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';

/** `email` names the account (the demo's; tests pass one of their own so the demo stays untouched). */
export async function seedDemoContent(
  log: (line: string) => void = () => undefined,
  email = DEMO_ACCOUNT.email,
): Promise<void> {
  const [row] = await query<{ id: string }>('SELECT id FROM businesses WHERE lower(business_email) = lower($1)', [
    email,
  ]);
  const business = row && (await findBusinessById(row.id));
  if (!business || monthlyLimit(business.rank, 'article') <= 0) return;
  if ((await query('SELECT 1 FROM articles WHERE business_id = $1 LIMIT 1', [business.id])).length) return;
  const bread = await generateImageNow(business, 'Fresh loaves of bread on a wooden shelf', builtinIllustrator);
  await generateImageNow(business, 'A morning coffee and a croissant by the window', builtinIllustrator);
  const topics = suggestTopics(await loadArticleFacts(business.id));
  const origin = getEnv().siteUrl;
  const first = await startArticle(business, topics[0]!, { origin, writer: builtinArticleWriter });
  const media = bread;
  if (media)
    await query('UPDATE articles SET image = $2::jsonb WHERE id = $1', [
      first.id,
      JSON.stringify({ mediaId: media.id, alt: media.alt, photo: media.photo }),
    ]);
  await publishArticleNow(first.id);
  await startArticle(business, topics[1] ?? { topic: 'What to expect on your first visit', keyword: '' }, {
    origin,
    writer: builtinArticleWriter,
  });
  log('demo account: 2 articles (1 published) and 2 illustrations');
}
