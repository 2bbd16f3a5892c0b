// The owner's listing photos reach their website: in a new draft's hero, and into the editor on request.
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import JSZip from 'jszip';
import download from '../../functions/ai-download-website.mts';
import sites from '../../functions/sites.mts';
import listing from '../../functions/business-listing.mts';
import listingImage from '../../functions/business-listing-image.mts';
import photosFn from '../../functions/site-photos.mts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, send, wizardForm } from './generation-helpers.ts';
import { sendUpload, useUploadHost } from './upload-helpers.ts';
import { readyDraft } from './generation-background.ts';

useUploadHost();

const ORIGIN = 'http://localhost:8888';
afterAll(() => closeScreenshotBrowser());

async function ownerWithListingPhoto() {
  const account = await createAccount();
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2d6a4f' } })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.set('image', new File([new Uint8Array(jpeg)], 'shop.jpg', { type: 'image/jpeg' }));
  const uploaded = await sendUpload(listingImage, '/api/business/listing-image', {
    method: 'POST',
    body,
    headers: { cookie: account.cookie },
  });
  expect(uploaded.status).toBe(201);
  const url = uploaded.body.url as string;
  const saved = await send(listing, `${ORIGIN}/api/business/listing`, {
    method: 'PUT',
    headers: { cookie: account.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      business_name: 'Sunrise Coffee House',
      category: 'Coffee Shop',
      business_description: 'We roast our own beans and bake every morning.',
      business_phone_number: '(780) 555-0134',
      street_address: '12 Main Street',
      city: 'Barrhead',
      state_code: 'AB',
      postal_code: 'T7N 1A1',
      social: { facebook: '', instagram: '', linkedin: '' },
      hours: { monday: { open: '08:00', close: '17:00' } },
      images: [{ url }],
      email_opt_in: false,
    }),
  });
  expect(saved.status).toBe(200);
  return { account, url };
}

describe('listing photos on the website', () => {
  it('puts the listing photo in a new draft’s hero as responsive WebP and AVIF', async () => {
    const { account } = await ownerWithListingPhoto();
    // Made into website photos by the background build (sharp), not while the owner waits.
    const made = await readyDraft(account.cookie, wizardForm());
    const home = await send(sites, `${ORIGIN}${made.draft_url}`);
    expect(home.body).toMatch(
      /<section class="hero with-photo">[\s\S]*<picture><source type="image\/avif" srcset="assets\/photos\/[0-9a-f]{16}-480\.avif 480w, assets\/photos\/[0-9a-f]{16}-800\.avif 800w"/,
    );
    const src = /<img src="(assets\/photos\/[0-9a-f]{16}-800\.webp)" alt="" width="800" height="600"/.exec(
      home.body,
    )![1];
    const file = await send(sites, `${ORIGIN}${made.draft_url}${src}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toContain('immutable');
    // The ZIP of the draft carries the photo files its pages use.
    const zip = await JSZip.loadAsync(
      (
        await send(download, `${ORIGIN}/api/ai/download-website?draft_id=${made.id}`, {
          headers: { cookie: account.cookie },
        })
      ).bytes,
    );
    expect(Object.keys(zip.files)).toContain(src);
  });

  it('puts a photo uploaded in the wizard in the hero; ids the owner never uploaded are ignored', async () => {
    const account = await createAccount();
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#ffb703' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(png)], 'front.png', { type: 'image/png' }));
    const up = await sendUpload(photosFn, '/api/site/photos', {
      method: 'POST',
      body: form,
      headers: { cookie: account.cookie },
    });
    expect(up.status).toBe(201);
    const ids = JSON.stringify(['0123456789abcdef', up.body.photo.id]);
    const made = await readyDraft(account.cookie, wizardForm({ photoIds: ids }));
    const home = await send(sites, `${ORIGIN}${made.draft_url}`);
    expect(home.body).toContain(`<img src="assets/photos/${up.body.photo.id}-640.webp"`);
    expect(home.body).not.toContain('0123456789abcdef');
  });

  it('adds a listing photo in the editor, and refuses someone else’s', async () => {
    const { account, url } = await ownerWithListingPhoto();
    const post = (cookie: string, json: unknown) =>
      sendUpload(photosFn, '/api/site/photos', {
        method: 'POST',
        body: JSON.stringify(json),
        headers: { cookie, 'content-type': 'application/json' },
      });
    const added = await post(account.cookie, { fromListing: url, alt: 'Our shop front' });
    expect(added.status).toBe(201);
    expect(added.body.photo).toMatchObject({ alt: 'Our shop front', width: 800, height: 600, widths: [480, 800] });
    const stranger = await createAccount();
    const refused = await post(stranger.cookie, { fromListing: url });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.photo).toEqual(['This is not one of your listing photos.']);
  });
});
