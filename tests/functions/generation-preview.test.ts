// Issue 39, item 5: a draft's preview is drawn again after a saved change (here: the owner renames the business
// in their listing, which re-renders every ready draft), under a new address keyed by its bytes, so neither the
// creator nor a cache shows the old headline.
import { afterAll, describe, expect, it } from 'vitest';
import status from '../../functions/ai-retrieve-generation-status.mts';
import sites from '../../functions/sites.mts';
import { query } from '../../src/server/db/client.ts';
import { refreshDraftsFromListing } from '../../src/server/generation/refresh.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, send, wizardForm } from './generation-helpers.ts';
import { readyDraft } from './generation-background.ts';

const ORIGIN = 'http://localhost:8888';
const get = (path: string, cookie?: string) =>
  send(path.startsWith('/api/') ? status : sites, `${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

afterAll(closeScreenshotBrowser);

async function renameAndRedraw(screenshots: 'on' | 'off') {
  if (screenshots === 'off') process.env.SCREENSHOTS = 'off';
  else delete process.env.SCREENSHOTS;
  const account = await createAccount();
  const [listing] = await query<{ id: string }>(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, categories, city, city_slug, state_code,
       country_code) VALUES ($1, $2, 'Maple Leaf Hair Studio', '{Beauty}', 'Ottawa', 'ottawa', 'ON', 'CA')
     RETURNING id`,
    [`maple-${account.id.slice(0, 8)}`, account.id],
  );
  const form = wizardForm({
    businessName: 'Maple Leaf Hair Studio',
    websiteType: 'beauty',
    businessSubCategory: 'hair-salon',
    selectedPages: JSON.stringify(['home', 'about', 'contact']),
    selectedServices: '[]',
  });
  const made = await readyDraft(account.cookie, form);
  const before = made.draft_url_screenshot_url[0]!.url;
  const oldImage = await get(before);

  await query(`UPDATE listings SET business_name = 'Birch Lane Hair Studio' WHERE id = $1`, [listing!.id]);
  expect(await refreshDraftsFromListing(account.id)).toBe(1);
  const after = (await get('/api/ai/retrieve-generation-status', account.cookie)).body.draft_url_screenshot_url[0].url;
  expect(after).not.toBe(before);
  expect(after.split('?')[0]).toBe(before.split('?')[0]);
  const newImage = await get(after);
  expect(newImage.status).toBe(200);
  expect(Buffer.from(newImage.bytes).equals(Buffer.from(oldImage.bytes))).toBe(false);
  return { oldImage, newImage, after };
}

describe('the preview after an edit', () => {
  it('is a new screenshot under a new address (Chromium)', async () => {
    const { newImage, after } = await renameAndRedraw('on');
    expect(after).toMatch(/assets\/og\.jpg\?v=[0-9a-f]{12}$/);
    expect(newImage.headers.get('content-type')).toBe('image/jpeg');
  });

  it('is the SVG hero with the new name under a new address without Chromium', async () => {
    try {
      const { oldImage, newImage } = await renameAndRedraw('off');
      expect(String(oldImage.body)).toContain('Maple Leaf Hair Studio');
      expect(String(newImage.body)).toContain('Birch Lane Hair Studio');
    } finally {
      delete process.env.SCREENSHOTS;
    }
  });
});
