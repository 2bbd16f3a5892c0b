// Websites in French and in both languages, end to end through the functions (issue 31): generated
// by the built-in copywriter, served as drafts, downloaded as a ZIP and published, with /fr/ or
// /en/ paths and the 404 page of the path's language.
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import sites from '../../functions/sites.mts';
import download from '../../functions/ai-download-website.mts';
import publishFn from '../../functions/website-publish.mts';
import { query } from '../../src/server/db/client.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, send } from './generation-helpers.ts';
import { ORIGIN, api, makeDraft, visit } from './website-helpers.ts';
import { getEnv } from '../../src/server/env.ts';

beforeAll(() => {
  process.env.SCREENSHOTS = 'off';
  return () => closeScreenshotBrowser();
});

const get = (handler: typeof sites, path: string, cookie?: string) =>
  send(handler, `${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

describe('a website in French', () => {
  it('is generated in French at the root, with nothing under /fr/', async () => {
    const owner = await createAccount(`Café Aurore ${Date.now()}`);
    const id = await makeDraft(owner.cookie, { languages: 'fr' });
    const [row] = await query<{
      site_spec: { languages: string[]; secondCopy: unknown; copy: { services: { name: string }[] } };
    }>('SELECT site_spec FROM website_drafts WHERE id = $1', [id]);
    expect(row!.site_spec.languages).toEqual(['fr']);
    expect(row!.site_spec.secondCopy).toBeNull();
    expect(row!.site_spec.copy.services.map((s) => s.name)).toContain('Sur place');
    const home = await get(sites, `/sites/${id}/`);
    expect(langOf(String(home.body))).toBe('fr-CA');
    expect(String(home.body)).toContain('À propos');
    const missing = await get(sites, `/sites/${id}/nulle-part/`);
    expect(missing.status).toBe(404);
    expect(String(missing.body)).toContain('Page introuvable');
    expect((await get(sites, `/sites/${id}/fr/`)).status).toBe(404);
  });
});

describe('a bilingual website, French first', () => {
  it('serves both languages as a draft, with each language’s 404, and downloads both', async () => {
    const owner = await createAccount(`Boulangerie Soleil ${Date.now()}`);
    const id = await makeDraft(owner.cookie, { languages: 'fr-en' });
    const home = String((await get(sites, `/sites/${id}/`)).body);
    expect(langOf(home)).toBe('fr-CA');
    expect(home).toContain('hreflang="en-CA"');
    expect(home).toContain('<a class="lang-switch" href="en/"');
    const english = String((await get(sites, `/sites/${id}/en/about/`)).body);
    expect(langOf(english)).toBe('en-CA');
    expect(english).toContain(`<link rel="alternate" hreflang="fr-CA" href="${getEnv().siteUrl}/sites/${id}/about/">`);
    expect((await get(sites, `/sites/${id}/en`)).headers.get('location')).toBe(`/sites/${id}/en/`);
    const enMissing = await get(sites, `/sites/${id}/en/nowhere/`);
    expect(enMissing.status).toBe(404);
    expect(String(enMissing.body)).toContain('Page not found');
    expect(String(enMissing.body)).toContain(`<base href="/sites/${id}/en/">`);
    expect(String((await get(sites, `/sites/${id}/nulle-part/`)).body)).toContain('Page introuvable');

    const zip = await JSZip.loadAsync(
      (await get(download, `/api/ai/download-website?draft_id=${id}`, owner.cookie)).bytes,
    );
    const names = Object.keys(zip.files);
    expect(names).toEqual(
      expect.arrayContaining([
        'index.html',
        'en/index.html',
        'en/about/index.html',
        '404.html',
        'en/404.html',
        'assets/contact-fr.js',
        'assets/contact.js',
        'sitemap.xml',
      ]),
    );
    expect(await zip.file('en/404.html')!.async('string')).toContain('<base href="/en/">');
  });

  it('publishes both languages: /en/ pages, each language’s 404, the sitemap with alternates', async () => {
    const owner = await createAccount(`Atelier Bilingue ${Date.now()}`);
    await query('UPDATE businesses SET rank = $2 WHERE id = $1', [owner.id, 'web-hosting']);
    await makeDraft(owner.cookie, { languages: 'fr-en' });
    const res = await api(publishFn, '/api/website/publish', owner.cookie, { json: {} });
    expect(res.status).toBe(200);
    const host = `${res.body.status.site.slug}.localhost`;
    expect(langOf(String((await visit(host, '/')).body))).toBe('fr-CA');
    const about = await visit(host, '/en/about/');
    expect(about.status).toBe(200);
    expect(langOf(String(about.body))).toBe('en-CA');
    expect((await visit(host, '/en')).headers.get('location')).toBe('/en/');
    const enMissing = await visit(host, '/en/no-such-page/');
    expect(enMissing.status).toBe(404);
    expect(String(enMissing.body)).toContain('Page not found');
    const frMissing = await visit(host, '/aucune-page/');
    expect(frMissing.status).toBe(404);
    expect(String(frMissing.body)).toContain('Page introuvable');
    const sitemap = String((await visit(host, '/sitemap.xml')).body);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="http://${host}`);
    expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/en\/about\/<\/loc>/);
  });
});
