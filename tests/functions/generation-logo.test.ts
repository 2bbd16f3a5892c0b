// Issue 27, point 9: the wizard's logo is decoded like site photos and re-encoded; a file that only starts
// like a PNG is refused with the §5 logo message, and nothing is stored for it.
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import generate from '../../functions/ai-generate-website.mts';
import sites from '../../functions/sites.mts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { fileStore } from '../../src/server/storage/storage.ts';
import { LOGO_TYPE_MESSAGE } from '../../src/schemas/wizard.ts';
import { createAccount, send, wizardForm, PNG_BYTES } from './generation-helpers.ts';

const ORIGIN = 'http://localhost:8888';
const post = (cookie: string, form: FormData) =>
  send(generate, `${ORIGIN}/api/ai/generate-website`, { method: 'POST', body: form, headers: { cookie } });
const SCRIPT = new TextEncoder().encode('<script>alert(document.cookie)</script>');
const PNG_SIGNATURE = PNG_BYTES.slice(0, 8);

afterAll(() => closeScreenshotBrowser());

describe('the website generator’s logo (issue 27)', () => {
  it('refuses a PNG signature followed by a script, with the logo message, and stores nothing', async () => {
    process.env.SCREENSHOTS = 'off';
    const account = await createAccount();
    const logos = () => fileStore('uploads').list(`logos/${account.id}/`);
    const refused = await post(
      account.cookie,
      wizardForm({}, new File([PNG_SIGNATURE, SCRIPT], 'logo.png', { type: 'image/png' })),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'validation_failed',
      message: LOGO_TYPE_MESSAGE,
      fields: { logo: [LOGO_TYPE_MESSAGE] },
    });
    expect(LOGO_TYPE_MESSAGE).toBe('Your logo must be an image file (PNG, JPG, WebP or GIF).');
    expect(await logos()).toEqual([]);
  });

  it('re-encodes a real image: what is served is a PNG of the same picture, without the bytes that followed it', async () => {
    process.env.SCREENSHOTS = 'off';
    const account = await createAccount();
    const jpeg = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#3a3da3' } })
      .jpeg()
      .toBuffer();
    const made = await post(
      account.cookie,
      wizardForm({}, new File([jpeg, SCRIPT], 'logo.jpg', { type: 'image/jpeg' })),
    );
    expect(made.status).toBe(200);
    const served = await send(sites, `${ORIGIN}${made.body.draftUrl}assets/logo.png`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(served.bytes);
    expect(new TextDecoder('latin1').decode(bytes)).not.toContain('<script>');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 640, height: 160 });
  });
});
