// Issue 27, point 9, and issue 42: the wizard's logo is checked cheaply while the owner waits (declared type,
// size, first bytes) and decoded in full in the background like site photos; a file that only starts like a
// PNG ends the draft in error with the §5 logo message, which the wizard shows, and nothing is kept of it.
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import sites from '../../functions/sites.mts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { fileStore } from '../../src/server/storage/storage.ts';
import { LOGO_TYPE_MESSAGE } from '../../src/schemas/wizard.ts';
import { createAccount, send, wizardForm, PNG_BYTES } from './generation-helpers.ts';
import { generateAndSettle } from './generation-background.ts';

const ORIGIN = 'http://localhost:8888';
const SCRIPT = new TextEncoder().encode('<script>alert(document.cookie)</script>');
const PNG_SIGNATURE = PNG_BYTES.slice(0, 8);

afterAll(() => closeScreenshotBrowser());

describe('the website generator’s logo (issues 27 and 42)', () => {
  it('ends the draft with the logo message for a PNG signature followed by a script, keeping nothing', async () => {
    process.env.SCREENSHOTS = 'off';
    const account = await createAccount();
    const stored = async () => [
      ...(await fileStore('uploads').list(`logos/${account.id}/`)),
      ...(await fileStore('upload-originals').list(`logo-uploads/${account.id}/`)),
    ];
    const { started, draft } = await generateAndSettle(
      account.cookie,
      wizardForm({}, new File([PNG_SIGNATURE, SCRIPT], 'logo.png', { type: 'image/png' })),
    );
    // Its first bytes are a PNG's: accepted while the owner waits, refused once decoded.
    expect(started.status).toBe(202);
    expect(draft).toMatchObject({ status: 'error', message: LOGO_TYPE_MESSAGE, draft_url: null });
    expect(LOGO_TYPE_MESSAGE).toBe('Your logo must be an image file (PNG, JPG, WebP or GIF).');
    expect(await stored()).toEqual([]);
    expect((await send(sites, `${ORIGIN}/sites/${draft!.id}/`)).status).toBe(404);
  });

  it('re-encodes a real image: what is served is a PNG of the same picture, without the bytes that followed it', async () => {
    process.env.SCREENSHOTS = 'off';
    const account = await createAccount();
    const jpeg = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#3a3da3' } })
      .jpeg()
      .toBuffer();
    const { started, draft } = await generateAndSettle(
      account.cookie,
      wizardForm({}, new File([jpeg, SCRIPT], 'logo.jpg', { type: 'image/jpeg' })),
    );
    expect(started.status).toBe(202);
    expect(draft?.status).toBe('ready');
    const served = await send(sites, `${ORIGIN}${draft!.draft_url}assets/logo.png`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(served.bytes);
    expect(new TextDecoder('latin1').decode(bytes)).not.toContain('<script>');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 640, height: 160 });
    // The file as sent is gone once decoded.
    expect(await fileStore('upload-originals').list(`logo-uploads/${account.id}/`)).toEqual([]);
  });
});
