/**
 * Logo uploads: decoded in full like site photos (storage/decode-image.ts) and re-encoded as PNG from
 * the pixels, so only an image is ever stored (a PNG signature followed by a script is refused; bytes
 * trailing a real image are left behind). Kept in the uploads store.
 */
import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, checkLogo } from '../../schemas/wizard.ts';
import { HttpError } from '../http.ts';
import { fileStore } from '../storage/storage.ts';
import { decodeImage, fromPixels } from '../storage/decode-image.ts';

/** The site shows the logo at most 160 px wide; four times that stays sharp on any screen. */
const LOGO_MAX_SIDE = 640;

const refuse = (message: string) => new HttpError(400, 'validation_failed', message, { logo: [message] });

/** Validates an uploaded logo, re-encodes it and stores it; returns its storage key. */
export async function storeLogo(businessId: string, file: File): Promise<{ key: string; contentType: string }> {
  const declared = checkLogo(file);
  if (declared) throw refuse(declared);
  if (file.size > LOGO_MAX_BYTES) throw refuse(LOGO_SIZE_MESSAGE);
  const decoded = await decodeImage(new Uint8Array(await file.arrayBuffer()));
  if (!decoded) throw refuse(LOGO_TYPE_MESSAGE);
  const png = await fromPixels(decoded)
    .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const key = `logos/${businessId}/${randomUUID()}.png`;
  await fileStore('uploads').put(key, png, 'image/png');
  return { key, contentType: 'image/png' };
}

export function logoFileName(key: string): string {
  return `assets/logo.${key.split('.').pop()}`;
}
