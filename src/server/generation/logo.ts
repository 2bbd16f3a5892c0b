/**
 * Logo uploads, in the background function: decoded in full like site photos (storage/decode-image.ts) and
 * re-encoded as PNG from the pixels, so only an image is ever stored (a PNG signature followed by a script is
 * refused; bytes trailing a real image are left behind). Kept in the uploads store; the file as sent is deleted.
 */
import { randomUUID } from 'node:crypto';
import { LOGO_TYPE_MESSAGE } from '../../schemas/wizard.ts';
import { fileStore } from '../storage/storage.ts';
import { decodeImage, fromPixels } from '../storage/decode-image.ts';

/** The site shows the logo at most 160 px wide; four times that stays sharp on any screen. */
const LOGO_MAX_SIDE = 640;

/** A logo that is not a decodable image: the draft ends in error with the wizard's logo message. */
export class LogoRefused extends Error {
  constructor() {
    super(LOGO_TYPE_MESSAGE);
  }
}

/** Decodes a logo kept as sent (logo-upload.ts), stores it re-encoded and returns its key in 'uploads'. */
export async function decodeRawLogo(businessId: string, rawKey: string): Promise<string> {
  const incoming = fileStore('upload-originals');
  const raw = await incoming.get(rawKey);
  const decoded = raw && (await decodeImage(raw.data));
  try {
    if (!decoded) throw new LogoRefused();
    const png = await fromPixels(decoded)
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const key = `logos/${businessId}/${randomUUID()}.png`;
    await fileStore('uploads').put(key, png, 'image/png');
    return key;
  } finally {
    await incoming.delete(rawKey);
  }
}

export function logoFileName(key: string): string {
  return `assets/logo.${key.split('.').pop()}`;
}
