/**
 * The wizard's logo as the owner waits (issue 42): its declared type and size and its first bytes are checked,
 * and it is kept as sent in the private 'upload-originals' store. It is decoded in full in the background
 * (logo.ts, sharp), where a file that only starts like an image ends the draft with the same logo message.
 */
import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, checkLogo } from '../../schemas/wizard.ts';
import { sniffImageType } from '../../shared/images.ts';
import { HttpError } from '../http.ts';
import { fileStore } from '../storage/storage.ts';

/** Keys of logos waiting to be decoded start with this; a decoded logo's key (in 'uploads') does not. */
export const RAW_LOGO_PREFIX = 'logo-uploads/';

const refuse = (message: string) => new HttpError(400, 'validation_failed', message, { logo: [message] });

/** Checks an uploaded logo cheaply and keeps it as sent; returns its key there. */
export async function storeRawLogo(businessId: string, file: File): Promise<string> {
  const declared = checkLogo(file);
  if (declared) throw refuse(declared);
  if (file.size > LOGO_MAX_BYTES) throw refuse(LOGO_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) throw refuse(LOGO_TYPE_MESSAGE);
  const key = `${RAW_LOGO_PREFIX}${businessId}/${randomUUID()}`;
  await fileStore('upload-originals').put(key, bytes, file.type);
  return key;
}
