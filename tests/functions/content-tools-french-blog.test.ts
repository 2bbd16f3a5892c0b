// The blog of a French website on its live host (issue 31): an article the owner wrote in French,
// published through the content tools, is served in a French shell (lang, crumbs, date, headings,
// footer, RSS), with no English left on the page but names; the article's own words are as written.
import { describe, expect, it } from 'vitest';
import articles from '../../functions/articles.mts';
import publishFn from '../../functions/articles-publish.mts';
import websitePublish from '../../functions/website-publish.mts';
import { query } from '../../src/server/db/client.ts';
import { findEnglishOnFrenchPage } from '../../src/features/site-renderer/i18n/english-check.ts';
import { createAccount } from './generation-helpers.ts';
import { api, makeDraft, visit } from './website-helpers.ts';

describe('the blog of a French website', () => {
  it('serves a French article in a French shell, with nothing English left but names', async () => {
    const name = `Café du Port ${Date.now()}`;
    const owner = await createAccount(name);
    await query('UPDATE businesses SET rank = $2 WHERE id = $1', [owner.id, 'complete']);
    await makeDraft(owner.cookie, { languages: 'fr', businessName: name });
    const site = await api(websitePublish, '/api/website/publish', owner.cookie, { json: {} });
    expect(site.status).toBe(200);
    const host = new URL(site.body.address).host;

    const topics = (await api(articles, '/api/articles', owner.cookie)).body.topics;
    const made = await api(articles, '/api/articles', owner.cookie, {
      json: { topic: topics[0].topic, keyword: 'café' },
    });
    expect(made.status).toBe(201);
    const a = made.body.article;
    // The owner writes the article in French: its own words are kept as written.
    const french = {
      id: a.id,
      version: a.version,
      title: 'Comment choisir un bon café de quartier',
      keyword: 'café',
      metaDescription:
        'Nos conseils pour choisir un café de quartier : la fraîcheur des grains, l’accueil et le choix de pâtisseries.',
      bodyMarkdown:
        '## La fraîcheur des grains\n\nUn bon café commence par des grains frais, torréfiés depuis peu.\n\n## L’accueil\n\nOn revient là où l’on se sent attendu, chaque matin.',
      faq: [{ question: 'Vendez-vous vos grains ?', answer: 'Oui, en sacs de 340 g, directement au comptoir.' }],
      image: null,
    };
    const saved = await api(articles, '/api/articles', owner.cookie, { method: 'PUT', json: french });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api(publishFn, '/api/articles/publish', owner.cookie, { json: { id: a.id } })).status).toBe(200);

    const page = await visit(host, `/blog/${a.slug}/`);
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toMatch(/Publié le \d{1,2}(er)? \p{L}+ \d{4} par /u);
    expect(html).toContain('<h2>Questions fréquentes</h2>');
    expect(html).toContain('<h2>La fraîcheur des grains</h2>');
    const names = [name, 'Main Street'];
    expect(findEnglishOnFrenchPage(html, names)).toEqual([]);
    const index = String((await visit(host, '/blog/')).body);
    expect(index).toContain('<html lang="fr-CA">');
    expect(findEnglishOnFrenchPage(index, names)).toEqual([]);
    expect(String((await visit(host, '/blog/rss.xml')).body)).toContain('<language>fr-CA</language>');
  });
});
