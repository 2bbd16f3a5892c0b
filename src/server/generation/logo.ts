/** Logo uploads: checked by their bytes (not only the declared type), kept in the uploads store. */
import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, checkLogo } from '../../schemas/wizard.ts';
import { HttpError } from '../http.ts';
import { fileStore } from '../storage/storage.ts';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The image type the bytes really are (PNG, JPEG, WebP or GIF), or undefined. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return undefined;
}

const refuse = (message: string) => new HttpError(400, 'validation_failed', `logo: ${message}`, { logo: [message] });

/** Validates an uploaded logo and stores it; returns its storage key. */
export async function storeLogo(businessId: string, file: File): Promise<{ key: string; contentType: string }> {
  const declared = checkLogo(file);
  if (declared) throw refuse(declared);
  if (file.size > LOGO_MAX_BYTES) throw refuse(LOGO_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const actual = sniffImageType(bytes);
  if (!actual) throw refuse(LOGO_TYPE_MESSAGE);
  const key = `logos/${businessId}/${randomUUID()}.${EXTENSIONS[actual]}`;
  await fileStore('uploads').put(key, bytes, actual);
  return { key, contentType: actual };
}

export function logoFileName(key: string): string {
  return `assets/logo.${key.split('.').pop()}`;
}
