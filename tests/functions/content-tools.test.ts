// The Complete plan's content tools with the built-in writer and illustrator: quotas (taken
// atomically, given back on failure), drafting, editing, publishing now and on a date, the blog on
// the live site (JSON-LD, index, RSS, sitemap, script shown as text), the media library and roles.
import { describe, expect, it } from 'vitest';
import articles from '../../functions/articles.mts';
import publishFn from '../../functions/articles-publish.mts';
import scheduled from '../../functions/scheduled-publish-articles.mts';
import images from '../../functions/images.mts';
import imagesUse from '../../functions/images-use.mts';
import websitePublish from '../../functions/website-publish.mts';
import siteSpec from '../../functions/site-spec.mts';
import { query } from '../../src/server/db/client.ts';
import { takeUnit, giveBackUnit } from '../../src/server/content-tools/quotas.ts';
import { monthKey } from '../../src/features/content-tools/quota.ts';
import { createAccount } from './generation-helpers.ts';
import { api, makeDraft, visit } from './website-helpers.ts';
import { makeImageAndSettle } from './image-generation-helpers.ts';
import { makeTeam, sessionFor } from './team-helpers.ts';

const setRank = (id: string, rank: string) => query('UPDATE businesses SET rank = $2 WHERE id = $1', [id, rank]);

async function completeOwnerWithLiveSite() {
  const account = await createAccount('Sunrise Coffee House');
  await setRank(account.id, 'complete');
  await makeDraft(account.cookie);
  const published = await api(websitePublish, '/api/website/publish', account.cookie, { json: {} });
  expect(published.status).toBe(200);
  const host = new URL(published.body.address).host;
  return { ...account, host };
}

describe('quotas', () => {
  it('20 concurrent requests with 1 unit left give exactly 1 success', async () => {
    const account = await createAccount();
    const month = monthKey(new Date());
    await query(`INSERT INTO content_usage (business_id, month, kind, used) VALUES ($1, $2, 'article', 19)`, [
      account.id,
      month,
    ]);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => takeUnit(account.id, 'article', 20)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(19);
    expect(refused[0]!.reason).toMatchObject({ status: 429, code: 'quota_exhausted' });
    const [row] = await query<{ used: number }>(
      `SELECT used FROM content_usage WHERE business_id = $1 AND kind = 'article'`,
      [account.id],
    );
    expect(row!.used).toBe(20);
    await giveBackUnit(account.id, 'article', month);
    await giveBackUnit(account.id, 'article', month);
    const [after] = await query<{ used: number }>(
      `SELECT used FROM content_usage WHERE business_id = $1 AND kind = 'article'`,
      [account.id],
    );
    expect(after!.used).toBe(18);
  });

  it('20 concurrent article requests through the function with 1 unit left: one draft, 19 refusals', async () => {
    const account = await createAccount();
    await setRank(account.id, 'complete');
    await query(`INSERT INTO content_usage (business_id, month, kind, used) VALUES ($1, $2, 'article', 19)`, [
      account.id,
      monthKey(new Date()),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(articles, '/api/articles', account.cookie, { json: { topic: `Coffee topic number ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(19);
    const list = await api(articles, '/api/articles', account.cookie);
    expect(list.body.quota).toMatchObject({ limit: 20, used: 20, left: 0 });
    expect(list.body.articles).toHaveLength(1);
  });

  it('other plans see the tools locked (402 with what Complete includes)', async () => {
    const account = await createAccount();
    await setRank(account.id, 'web-hosting');
    const list = await api(articles, '/api/articles', account.cookie);
    expect(list.body).toMatchObject({ locked: true, quota: { limit: 0, left: 0 } });
    const refused = await api(articles, '/api/articles', account.cookie, { json: { topic: 'Anything at all' } });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(
      'Articles and images come with the Complete plan ($45 CAD/month): 20 articles and 20 images a month.',
    );
    const image = await api(images, '/api/images', account.cookie, { json: { prompt: 'A cup of coffee' } });
    expect(image.status).toBe(402);
  });
});

describe('articles with the built-in writer', () => {
  it('drafts from the business record, edits, publishes to /blog/{slug}/ with JSON-LD, index, RSS and sitemap', async () => {
    const owner = await completeOwnerWithLiveSite();
    const list = await api(articles, '/api/articles', owner.cookie);
    expect(list.status).toBe(200);
    expect(list.body.topics.length).toBeGreaterThan(2);
    expect(list.body.topics[0].topic).toMatch(/^How to choose a coffee shop/);
    const made = await api(articles, '/api/articles', owner.cookie, {
      json: { topic: list.body.topics[0].topic, keyword: 'coffee shop' },
    });
    expect(made.status).toBe(201);
    const a = made.body.article;
    expect(a).toMatchObject({ status: 'draft', writer: 'builtin' });
    expect(a.bodyMarkdown).toContain('Sunrise Coffee House');
    expect(a.bodyMarkdown).not.toMatch(/\$\d|\d+%/);
    expect(a.internalLinks.map((l: { path: string }) => l.path)).toEqual(
      expect.arrayContaining(['/services/dine-in/']),
    );
    expect((await api(articles, '/api/articles', owner.cookie)).body.quota).toMatchObject({ used: 1, left: 19 });

    // An edit with hostile markup, then publish.
    const body = `${a.bodyMarkdown.replace('## What to look for', '## Choosing well')}\n\n<script>alert(1)</script> <b>bold?</b>`;
    const saved = await api(articles, '/api/articles', owner.cookie, {
      method: 'PUT',
      json: {
        id: a.id,
        version: a.version,
        title: a.title,
        keyword: 'coffee shop',
        metaDescription: a.metaDescription,
        bodyMarkdown: body,
        faq: a.faq,
        image: null,
      },
    });
    expect(saved.status).toBe(200);
    const stale = await api(articles, '/api/articles', owner.cookie, {
      method: 'PUT',
      json: {
        id: a.id,
        version: a.version,
        title: 'Old',
        keyword: '',
        metaDescription: '',
        bodyMarkdown: 'x',
        faq: [],
        image: null,
      },
    });
    expect(stale.status).toBe(409);
    const published = await api(publishFn, '/api/articles/publish', owner.cookie, { json: { id: a.id } });
    expect(published.status).toBe(200);
    expect(published.body.article.liveUrl).toBe(`http://${owner.host}/blog/${a.slug}/`);

    const page = await visit(owner.host, `/blog/${a.slug}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.body).toContain('<h2>Choosing well in a coffee shop</h2>');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!);
    expect(ld['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual(['Article', 'FAQPage']);
    expect(ld['@graph'][0].headline).toBe(a.title);
    expect((await visit(owner.host, `/blog/${a.slug}`)).status).toBe(301);
    expect((await visit(owner.host, '/blog/')).body).toContain(a.title.replace(/&/g, '&amp;'));
    const rss = await visit(owner.host, '/blog/rss.xml');
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    expect(rss.body).toContain(`<link>http://${owner.host}/blog/${a.slug}/</link>`);
    expect(rss.body).not.toMatch(/<script/i);
    expect((await visit(owner.host, '/sitemap.xml')).body).toContain(`/blog/${a.slug}/</loc>`);
    expect((await visit(owner.host, '/blog/no-such-article/')).status).toBe(404);
  });

  it('publishes on a date through the scheduled function', async () => {
    const owner = await completeOwnerWithLiveSite();
    const made = await api(articles, '/api/articles', owner.cookie, {
      json: { topic: 'What to know before booking catering' },
    });
    const id = made.body.article.id;
    const at = new Date(Date.now() + 3 * 3600_000).toISOString();
    const scheduledAnswer = await api(publishFn, '/api/articles/publish', owner.cookie, { json: { id, at } });
    expect(scheduledAnswer.body.article).toMatchObject({ status: 'scheduled', publishAt: at });
    await (scheduled as () => Promise<Response>)();
    expect((await visit(owner.host, `/blog/${made.body.article.slug}/`)).status).toBe(404);
    await query(`UPDATE articles SET publish_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect((await (scheduled as () => Promise<Response>)()).status).toBe(204);
    const list = await api(articles, '/api/articles', owner.cookie);
    expect(list.body.articles.find((x: { id: string }) => x.id === id)).toMatchObject({
      status: 'published',
      publishAt: null,
    });
    expect((await visit(owner.host, `/blog/${made.body.article.slug}/`)).status).toBe(200);
  });
});

describe('the media library', () => {
  it('makes an illustration (labelled, never AI), spends a unit, and puts it in the hero', async () => {
    const owner = await completeOwnerWithLiveSite();
    const prompt = 'A warm cup of coffee on a wooden counter';
    const { started, library } = await makeImageAndSettle(owner.cookie, prompt);
    // Drawn in the background: the request answers at once with the image being made.
    expect(started.status).toBe(202);
    expect(started.body.generation).toMatchObject({ status: 'generating', prompt, message: null });
    const made = { body: { item: library.body.items[0] } };
    expect(made.body.item).toMatchObject({ source: 'illustration', widths: [480, 960, 1600] });
    expect(made.body.item.alt).toBe('Illustration for Sunrise Coffee House: A warm cup of coffee on a wooden counter');
    expect(library.body).toMatchObject({ locked: false, illustrator: 'builtin', quota: { used: 1, left: 19 } });
    expect(library.body.generations).toEqual([]);
    const used = await api(imagesUse, '/api/images/use', owner.cookie, {
      json: { id: made.body.item.id, target: 'hero' },
    });
    expect(used.status).toBe(200);
    const spec = await api(siteSpec, '/api/site/spec', owner.cookie);
    expect(spec.body.spec.media.hero).toBe(made.body.item.photoId);
    expect(spec.body.spec.photos.find((p: { id: string }) => p.id === made.body.item.photoId).alt).toBe(
      made.body.item.alt,
    );
    // A library photo an article uses is served on the live host (its CSP allows only 'self').
    const photo = await visit(owner.host, made.body.item.sitePath);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('gives the unit back when the illustrator fails, and the library shows why', async () => {
    const owner = await createAccount();
    await setRank(owner.id, 'complete');
    const { buildImage } = await import('../../src/server/content-tools/media-generate.ts');
    const { recordImageGeneration } = await import('../../src/server/content-tools/image-generations.ts');
    const { findBusinessById } = await import('../../src/server/auth/session.ts');
    const business = (await findBusinessById(owner.id))!;
    const failing = {
      name: 'builtin' as const,
      make: async () => ({ bytes: new Uint8Array([1, 2, 3]), source: 'illustration' as const }),
    };
    const request = await recordImageGeneration(business, 'A broken picture');
    expect((await api(images, '/api/images', owner.cookie)).body.quota).toMatchObject({ used: 1 });
    expect(await buildImage(request.id, failing)).toBeUndefined();
    const library = await api(images, '/api/images', owner.cookie);
    expect(library.body.quota).toMatchObject({ used: 0, left: 20 });
    expect(library.body.items).toEqual([]);
    expect(library.body.generations).toEqual([
      expect.objectContaining({
        id: request.id,
        status: 'error',
        message: 'The image could not be made. Your image was not counted: please try again.',
      }),
    ]);
    // Run again (a retried background run), it neither makes an image nor gives a second unit back.
    expect(await buildImage(request.id)).toBeUndefined();
    expect((await api(images, '/api/images', owner.cookie)).body.quota).toMatchObject({ used: 0 });
  });
});

describe('roles', () => {
  it('managers generate and publish, staff edit drafts, viewers read', async () => {
    const team = await makeTeam({ name: 'Role Test Roasters' });
    await setRank(team.businessId, 'complete');
    const cookie = async (role: 'manager' | 'staff' | 'viewer') => sessionFor(team.users[role].id, team.businessId);
    const [manager, staff, viewer] = [await cookie('manager'), await cookie('staff'), await cookie('viewer')];
    const made = await api(articles, '/api/articles', manager, { json: { topic: 'How to choose a coffee roaster' } });
    expect(made.status).toBe(201);
    const a = made.body.article;
    expect((await api(articles, '/api/articles', staff, { json: { topic: 'Staff may not spend units' } })).status).toBe(
      403,
    );
    const edit = {
      id: a.id,
      version: a.version,
      title: 'How to choose a coffee roaster near you',
      keyword: a.keyword,
      metaDescription: a.metaDescription,
      bodyMarkdown: a.bodyMarkdown,
      faq: a.faq,
      image: null,
    };
    expect((await api(articles, '/api/articles', staff, { method: 'PUT', json: edit })).status).toBe(200);
    expect((await api(publishFn, '/api/articles/publish', staff, { json: { id: a.id } })).status).toBe(403);
    expect((await api(articles, '/api/articles', viewer)).status).toBe(200);
    expect(
      (await api(articles, '/api/articles', viewer, { method: 'PUT', json: { ...edit, version: a.version + 1 } }))
        .status,
    ).toBe(403);
    expect((await api(images, '/api/images', viewer, { json: { prompt: 'A coffee roaster' } })).status).toBe(403);
    expect((await api(publishFn, '/api/articles/publish', manager, { json: { id: a.id } })).status).toBe(200);
  });
});
