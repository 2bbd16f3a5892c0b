/** Logo uploads: checked by their bytes (not only the declared type), kept in the uploads store. */
import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, checkLogo } from '../../schemas/wizard.ts';
import { sniffImageType } from '../../shared/images.ts';
import { HttpError } from '../http.ts';
import { fileStore } from '../storage/storage.ts';

const refuse = (message: string) => new HttpError(400, 'validation_failed', `logo: ${message}`, { logo: [message] });

/** Validates an uploaded logo and stores it; returns its storage key. */
export async function storeLogo(businessId: string, file: File): Promise<{ key: string; contentType: string }> {
  const declared = checkLogo(file);
  if (declared) throw refuse(declared);
  if (file.size > LOGO_MAX_BYTES) throw refuse(LOGO_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const actual = sniffImageType(bytes);
  if (!actual) throw refuse(LOGO_TYPE_MESSAGE);
  const key = `logos/${businessId}/${randomUUID()}.${actual.ext}`;
  await fileStore('uploads').put(key, bytes, actual.contentType);
  return { key, contentType: actual.contentType };
}

export function logoFileName(key: string): string {
  return `assets/logo.${key.split('.').pop()}`;
}
