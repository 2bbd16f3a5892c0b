import { describe, expect, it } from 'vitest';
import { renderSite, type SiteFile } from '../../src/features/site-renderer/render.ts';
import { makeSpec, RECORD } from './renderer-fixture.ts';

const byPath = (files: SiteFile[]) =>
  new Map(files.map((f) => [f.path, typeof f.body === 'string' ? f.body : '(bytes)']));
const html = (patch: Record<string, unknown> = {}, extra = {}) => byPath(renderSite(makeSpec(patch, RECORD, extra)));

describe('site renderer: pages', () => {
  it('renders one page per selected page and one per selected service, plus assets', () => {
    const files = [...html().keys()].sort();
    expect(files).toEqual([
      '404.html',
      'about/index.html',
      'assets/contact.js',
      'assets/favicon.svg',
      'assets/nav.js',
      'assets/preview.svg',
      'contact/index.html',
      'events/index.html',
      'index.html',
      'menu/index.html',
      'robots.txt',
      'services/catering/index.html',
      'services/dine-in/index.html',
      'services/index.html',
      'services/takeout/index.html',
      'shop/index.html',
      'sitemap.xml',
      'team/index.html',
    ]);
  });

  it('leaves out unselected pages, their nav links and the form script', () => {
    const site = html({ selectedPages: ['home', 'about'], selectedServices: [] });
    expect([...site.keys()].filter((p) => p.endsWith('.html')).sort()).toEqual([
      '404.html',
      'about/index.html',
      'index.html',
    ]);
    expect(site.get('index.html')).not.toContain('href="menu/"');
    expect(site.has('assets/contact.js')).toBe(false);
  });

  it('links pages relatively, so the site works under /sites/{id}/ and at any host root', () => {
    const site = html();
    expect(site.get('index.html')).toContain('<a href="about/">About</a>');
    expect(site.get('services/dine-in/index.html')).toContain('<a href="../../about/">About</a>');
    expect(site.get('services/dine-in/index.html')).toContain(
      '<a href="../../services/" aria-current="page">Services</a>',
    );
    expect(site.get('404.html')).toContain('<base href="/sites/abc/">');
    expect(renderSite(makeSpec(), {}, { notFoundBase: '/' }).find((f) => f.path === '404.html')!.body).toContain(
      '<base href="/">',
    );
  });

  it('writes the business name, overview, phone, email, hours and address from the record', () => {
    const home = html().get('index.html')!;
    expect(home).toContain('Sunrise Coffee House');
    expect(home).toContain('We roast our own beans and bake every morning for the neighbourhood.');
    expect(home).toContain('href="tel:+17805550134"');
    expect(home).toContain('href="mailto:hello@sunrise.ca"');
    expect(home).toContain('7 a.m. – 5:30 p.m.');
    expect(home).toContain('5012 50 Street');
  });

  it('renders the menu with prices, the shop, events, team and each service page', () => {
    const site = html();
    expect(site.get('menu/index.html')).toMatch(/Espresso bar[\s\S]*\$3\.25/);
    expect(site.get('shop/index.html')).toContain('House blend, 340 g');
    expect(site.get('events/index.html')).toContain('Open mic night');
    expect(site.get('team/index.html')).toContain('Head Barista');
    expect(site.get('services/catering/index.html')).toMatch(/<h1>Catering<\/h1>[\s\S]*What you can expect/);
  });

  it('is titled, described and shareable: title, description, canonical, Open Graph', () => {
    const about = html().get('about/index.html')!;
    expect(about).toContain('<title>The story of Sunrise Coffee House | Sunrise Coffee House</title>');
    expect(about).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(about).toContain('<link rel="canonical" href="https://mainstreet.example/sites/abc/about/">');
    expect(about).toContain('<meta property="og:image" content="https://mainstreet.example/sites/abc/assets/og.jpg">');
    expect(about).toContain('<html lang="en-CA">');
    expect(about).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('describes the business as schema.org LocalBusiness JSON-LD', () => {
    const home = html().get('index.html')!;
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)![1]!);
    expect(data['@type']).toEqual(['CafeOrCoffeeShop', 'LocalBusiness']);
    expect(data).toMatchObject({
      name: 'Sunrise Coffee House',
      telephone: '+1 780-555-0134',
      email: 'hello@sunrise.ca',
      address: { addressLocality: 'Barrhead', addressRegion: 'Alberta' },
    });
    expect(data.openingHoursSpecification).toHaveLength(5);
    expect(data.sameAs).toEqual(['https://facebook.com/sunrise']);
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(3);
  });

  it('has a contact form that posts a lead for the listing to the platform message endpoint', () => {
    const site = html();
    const contact = site.get('contact/index.html')!;
    expect(contact).toContain('data-endpoint="https://mainstreet.example/api/bloc-mail/create-new-bloc-mail"');
    expect(contact).toContain(`data-form-id="${RECORD.formId}"`);
    expect(contact).not.toContain(RECORD.accountId);
    expect(contact).not.toContain('data-business-id');
    expect(contact).toMatch(/<label for="cf-firstName">First name<\/label>/);
    expect(contact).toContain('<script src="../assets/contact.js" defer></script>');
    const script = site.get('assets/contact.js')!;
    for (const text of [
      "mail_type: 'internal'",
      "mail_title: 'lead'",
      "message_type: 'new-mail'",
      "type: 'create-lead'",
      "source: 'website'",
      'First name is required',
      'Invalid email address',
      'Message is required',
    ]) {
      expect(script).toContain(text);
    }
    expect(() => new Function(script)).not.toThrow();
  });

  it('never carries the account id, also without a listing, and shows a note on showcase examples', () => {
    const spec = makeSpec({}, { ...RECORD, listingId: null });
    const contact = renderSite(spec).find((f) => f.path === 'contact/index.html')!.body;
    expect(contact).toContain(`data-form-id="${RECORD.formId}"`);
    expect(contact).not.toContain(RECORD.accountId);
    expect(html({}, { demo: true }).get('contact/index.html')).toContain('data-demo="true"');
  });

  it('escapes copy, so model text can never inject markup', () => {
    const spec = makeSpec();
    spec.copy.hero.headline = 'Fresh <script>alert(1)</script> coffee';
    const home = renderSite(spec).find((f) => f.path === 'index.html')!.body as string;
    expect(home).toContain('Fresh &lt;script&gt;alert(1)&lt;/script&gt; coffee');
    expect(home).not.toContain('<script>alert(1)');
  });

  it('is pure: the same spec renders the same files', () => {
    expect(renderSite(makeSpec())).toEqual(renderSite(makeSpec()));
  });

  it('lists every page in the sitemap', () => {
    const sitemap = html().get('sitemap.xml')!;
    expect(sitemap.match(/<loc>/g)).toHaveLength(11);
    expect(sitemap).toContain('<loc>https://mainstreet.example/sites/abc/services/takeout/</loc>');
  });
});
