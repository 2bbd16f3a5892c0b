import { afterAll, describe, expect, it, vi } from 'vitest';
import JSZip from 'jszip';
import status from '../../functions/ai-retrieve-generation-status.mts';
import sites from '../../functions/sites.mts';
import download from '../../functions/ai-download-website.mts';
import listingFn from '../../functions/business-listing.mts';
import { query } from '../../src/server/db/client.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, send, wizardForm, PNG_BYTES } from './generation-helpers.ts';
import { generateAndSettle as post } from './generation-background.ts';

const ORIGIN = 'http://localhost:8888';
const get = (handler: typeof sites, path: string, cookie?: string) =>
  send(handler, `${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

afterAll(() => closeScreenshotBrowser());

describe('POST /api/ai/generate-website with the built-in copywriter', () => {
  it('refuses generation without a session, and a cross-site post', async () => {
    const anonymous = (await post(undefined, wizardForm())).started;
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: { code: 'unauthorized' } });
    const account = await createAccount();
    const crossSite = await post(account.cookie, wizardForm(), { origin: 'https://evil.example' });
    expect(crossSite.started.status).toBe(403);
    expect(crossSite.drafts).toEqual([]);
  });

  it('answers 202 and builds a multi-page draft in the background, listed and served at its URL', async () => {
    const account = await createAccount();
    // Its speed is measured by scripts/bench-draft.ts, not asserted here (CI machines vary).
    const { started, draft, drafts } = await post(account.cookie, wizardForm());
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ key: 'pending', message: 'Website generation in progress' });
    const body = {
      draft_id: draft!.id,
      draftUrl: draft!.draft_url,
      draft_url_screenshot_url: draft!.draft_url_screenshot_url,
    };
    expect(draft).toMatchObject({
      status: 'ready',
      label: 'Draft 1 - Coffee Shop',
      draft_url: `/sites/${body.draft_id}/`,
    });
    expect(drafts).toHaveLength(1);
    const preview = new RegExp(`^/sites/${body.draft_id}/assets/(og\\.jpg|preview\\.svg)\\?v=[0-9a-f]{12}$`);
    expect(body.draft_url_screenshot_url[0]!.url).toMatch(preview);

    const home = await get(sites, body.draftUrl);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('public, max-age=300');
    expect(home.body).toContain('<h1>');
    expect(home.body).toContain('Sunrise Coffee House');
    // No invented menu: the menu page is left out until the owner enters prices in the editor.
    expect((await get(sites, `${body.draftUrl}menu/`)).status).toBe(404);
    expect(home.body).not.toMatch(/\$\d/);
    expect((await get(sites, `${body.draftUrl}services/catering/`)).body).toContain('<h1>Catering</h1>');
    expect((await get(sites, `${body.draftUrl}about`)).status).toBe(301);
    expect((await get(sites, `/sites/${body.draft_id}`)).headers.get('location')).toBe(body.draftUrl);
    expect((await get(sites, `${body.draftUrl}no-such-page/`)).status).toBe(404);

    const shot = await get(sites, body.draft_url_screenshot_url[0]!.url);
    expect(shot.status).toBe(200);
    expect(shot.headers.get('content-type')).toMatch(/^image\/(jpeg|svg\+xml)$/);
    // The screenshot is written once; the preview that stands in for it when Chromium is too slow is rendered again.
    const writtenOnce = new URL(body.draft_url_screenshot_url[0]!.url, 'http://site').pathname.endsWith('/og.jpg');
    expect(shot.headers.get('cache-control')).toBe(
      writtenOnce ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    expect(shot.bytes.length).toBeGreaterThan(1000);
  });

  it('keeps earlier drafts when regenerating, newest first, and lists them for the account only', async () => {
    const account = await createAccount();
    await post(account.cookie, wizardForm());
    const second = await post(account.cookie, wizardForm({ businessSubCategory: 'tea-house' }));
    expect(second.drafts.map((d) => d.label)).toEqual(['Draft 2 - Tea House', 'Draft 1 - Coffee Shop']);
    const listed = await get(status, '/api/ai/retrieve-generation-status', account.cookie);
    expect(listed.body).toMatchObject({ status: 1, draft_url: second.draft!.draft_url, pending: false });
    expect(listed.body.full_list_of_drafts).toHaveLength(2);
    const other = await createAccount();
    expect((await get(status, '/api/ai/retrieve-generation-status', other.cookie)).body.full_list_of_drafts).toEqual(
      [],
    );
    expect((await get(status, '/api/ai/retrieve-generation-status')).body).toMatchObject({
      status: 0,
      full_list_of_drafts: [],
    });
  });

  it("uses the owner's directory listing: hours, address, and an opaque form id (never the account id) as the contact form's recipient", async () => {
    const account = await createAccount();
    const [listing] = await query<{ id: string }>(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, categories, phone, description, street_address, city, city_slug, state_code, country_code, hours)
       VALUES ($1, $2, 'Sunrise Coffee', '{Cafe}', '+1 780-555-0100', 'Coffee', '1 Main Street', 'Barrhead', 'barrhead', 'AB', 'CA', $3) RETURNING id`,
      [`sunrise-${account.id.slice(0, 8)}`, account.id, JSON.stringify({ monday: { open: '07:00', close: '15:00' } })],
    );
    const record = await get(status, '/api/ai/retrieve-generation-status', account.cookie);
    expect(record.body.business_record).toMatchObject({
      business_name: 'Sunrise Coffee',
      contact_number: '+1 780-555-0100',
      business_brief_explanation: 'Coffee',
    });
    const first = (await post(account.cookie, wizardForm())).draft!;
    const contact = await get(sites, `${first.draft_url}contact/`);
    const [form] = await query<{ id: string }>('SELECT id FROM contact_forms WHERE business_id = $1', [account.id]);
    expect(contact.body).toContain(`data-form-id="${form!.id}"`);
    expect(contact.body).not.toContain(account.id);
    expect(contact.body).toContain('7 a.m. – 3 p.m.');
    expect(contact.body).toContain('Barrhead, Alberta');
    // One business record: the wizard's details are written back to the listing the directory shows.
    const [after] = await query<{ business_name: string; description: string; phone: string }>(
      'SELECT business_name, description, phone FROM listings WHERE id = $1',
      [listing!.id],
    );
    expect(after).toEqual({
      business_name: 'Sunrise Coffee House',
      description: 'We roast our own beans and bake every morning for the neighbourhood.',
      phone: '+1 780-555-0134',
    });
    const renamed = (await post(account.cookie, wizardForm({ businessName: 'Sunrise Roasters' }))).draft!;
    expect(renamed.status).toBe('ready');
    expect(
      (await get(status, '/api/ai/retrieve-generation-status', account.cookie)).body.business_record.business_name,
    ).toBe('Sunrise Roasters');

    // And the other way: the owner edits the listing, and every ready draft shows the new details soon after (in the background).
    const listingForm = (await get(listingFn as typeof sites, '/api/business/listing', account.cookie)).body.listing
      .form;
    const saved = await send(listingFn, `${ORIGIN}/api/business/listing`, {
      method: 'PUT',
      headers: { cookie: account.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...listingForm,
        business_name: 'Sunrise Roasters Co',
        business_phone_number: '780-555-0177',
        hours: { saturday: { open: '09:00', close: '13:00' } },
      }),
    });
    expect(saved.status).toBe(200);
    for (const draftUrl of [first.draft_url, renamed.draft_url]) {
      await vi.waitFor(
        async () => {
          const page = (await get(sites, `${draftUrl}contact/`)).body;
          expect(page).toContain('Sunrise Roasters Co');
          expect(page).toContain('780-555-0177');
          expect(page).toContain('9 a.m. – 1 p.m.');
        },
        { timeout: 10_000, interval: 100 },
      );
    }
    const zip = await JSZip.loadAsync(
      (await get(download, `/api/ai/download-website?draft_id=${first.id}`, account.cookie)).bytes,
    );
    expect(await zip.file('index.html')!.async('string')).toContain('Sunrise Roasters Co');
  });

  it('takes an image logo, refuses a non-image one (by type and by its bytes), and validates every field', async () => {
    const account = await createAccount();
    const withLogo = await post(
      account.cookie,
      wizardForm({}, new File([PNG_BYTES], 'logo.png', { type: 'image/png' })),
    );
    expect(withLogo.started.status).toBe(202);
    expect((await get(sites, withLogo.draft!.draft_url!)).body).toContain(
      '<img src="assets/logo.png" alt="Sunrise Coffee House logo"',
    );
    expect((await get(sites, `${withLogo.draft!.draft_url}assets/logo.png`)).headers.get('content-type')).toBe(
      'image/png',
    );

    const { started: pdf } = await post(
      account.cookie,
      wizardForm({}, new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' })),
    );
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.fields.logo).toEqual(['Your logo must be an image file (PNG, JPG, WebP or GIF).']);
    // Not even an image's first bytes: refused while the owner waits, before anything is stored.
    const { started: disguised } = await post(
      account.cookie,
      wizardForm({}, new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' })),
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body.error.fields.logo).toBeDefined();

    const { started: bad } = await post(
      account.cookie,
      wizardForm({ primaryColor: 'blue', businessName: 'A', websiteType: 'spaceship' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      primaryColor: ['The primary colour must be a colour such as #3a3da3.'],
      businessName: ['Your business name must be at least 2 characters.'],
    });
    const drafts = await get(status, '/api/ai/retrieve-generation-status', account.cookie);
    expect(drafts.body.full_list_of_drafts).toHaveLength(1);
  });

  it('falls back to an SVG preview of the hero when no Chromium is available', async () => {
    const account = await createAccount();
    process.env.SCREENSHOTS = 'off';
    try {
      const draft = (await post(account.cookie, wizardForm({ headerType: 'Transparent' }))).draft!;
      const body = { draft_id: draft.id, draftUrl: draft.draft_url! };
      const svgUrl = new RegExp(`^/sites/${body.draft_id}/assets/preview\\.svg\\?v=`);
      expect(draft.draft_url_screenshot_url[0]!.url).toMatch(svgUrl);
      const svg = await get(sites, draft.draft_url_screenshot_url[0]!.url);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(svg.body).toContain('Sunrise Coffee House');
      expect((await get(sites, body.draftUrl)).body).toMatch(
        new RegExp(`<meta property="og:image" content="https?://[^"]+/sites/${body.draft_id}/assets/preview\\.svg">`),
      );
    } finally {
      delete process.env.SCREENSHOTS;
    }
  });

  it('downloads a draft as a ZIP that runs on any host, for its owner only', async () => {
    const account = await createAccount();
    const body = { draft_id: (await post(account.cookie, wizardForm())).draft!.id };
    const zip = await get(download, `/api/ai/download-website?draft_id=${body.draft_id}`, account.cookie);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe('attachment; filename="sunrise-coffee-house-draft-1.zip"');
    const files = await JSZip.loadAsync(zip.bytes);
    expect(Object.keys(files.files)).toEqual(
      expect.arrayContaining([
        'index.html',
        'about/index.html',
        'services/dine-in/index.html',
        'contact/index.html',
        'assets/contact.js',
        'README.txt',
        '404.html',
      ]),
    );
    expect(await files.file('404.html')!.async('string')).toContain('<base href="/">');
    const contact = await files.file('contact/index.html')!.async('string');
    expect(contact).toMatch(/data-form-id="[A-Za-z0-9_-]{22}"/);
    for (const f of Object.values(files.files)) if (!f.dir) expect(await f.async('string')).not.toContain(account.id);
    const stranger = await createAccount();
    expect((await get(download, `/api/ai/download-website?draft_id=${body.draft_id}`, stranger.cookie)).status).toBe(
      404,
    );
    expect((await get(download, `/api/ai/download-website?draft_id=${body.draft_id}`)).status).toBe(401);
  });
});
