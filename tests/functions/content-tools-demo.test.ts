// The demo account's articles and images, seeded by the real tools. Run here on an account of its own
// with a live site (the demo account itself is left as the other tests expect to find it).
import { describe, expect, it } from 'vitest';
import websitePublish from '../../functions/website-publish.mts';
import { query } from '../../src/server/db/client.ts';
import { seedDemoContent } from '../../src/server/seed/demo-content.ts';
import { createAccount } from './generation-helpers.ts';
import { api, makeDraft, visit } from './website-helpers.ts';

describe('the demo account’s articles and images (seedDemoContent)', () => {
  it('gives a published article, a draft and two illustrations, with the units counted; a second run changes nothing', async () => {
    process.env.SCREENSHOTS = 'off';
    const account = await createAccount('Demo-like Bakery');
    await query(`UPDATE businesses SET rank = 'complete' WHERE id = $1`, [account.id]);
    await makeDraft(account.cookie);
    const published = await api(websitePublish, '/api/website/publish', account.cookie, { json: {} });
    const [{ business_email: email }] = (await query<{ business_email: string }>(
      'SELECT business_email FROM businesses WHERE id = $1',
      [account.id],
    )) as [{ business_email: string }];
    const lines: string[] = [];
    await seedDemoContent((l) => lines.push(l), email);
    await seedDemoContent((l) => lines.push(l), email);
    expect(lines).toEqual(['demo account: 2 articles (1 published) and 2 illustrations']);
    const articles = await query<{ status: string; slug: string; image: unknown }>(
      'SELECT status, slug, image FROM articles WHERE business_id = $1 ORDER BY created_at',
      [account.id],
    );
    expect(articles.map((a) => a.status)).toEqual(['published', 'draft']);
    expect(articles[0]!.image).not.toBeNull();
    expect(await query('SELECT source FROM media_items WHERE business_id = $1', [account.id])).toEqual([
      { source: 'illustration' },
      { source: 'illustration' },
    ]);
    const usage = await query<{ kind: string; used: number }>(
      'SELECT kind, used FROM content_usage WHERE business_id = $1 ORDER BY kind',
      [account.id],
    );
    expect(usage.map((u) => [u.kind, u.used])).toEqual([
      ['article', 2],
      ['image', 2],
    ]);
    const page = await visit(new URL(published.body.address).host, `/blog/${articles[0]!.slug}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<picture>');
  });
});
