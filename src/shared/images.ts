/**
 * Uploaded images: `sniffImageType` (the one check of a file's own bytes, never its claimed type,
 * used for listing photos and wizard logos) and the listing photo rules, shared by the island (a
 * first check before upload) and the upload function. Pure.
 */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
export const MAX_LISTING_IMAGES = 8;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export const IMAGE_TYPE_MESSAGE = 'Please choose a JPEG, PNG, WebP or GIF image.';
/** The bytes start like an image but do not decode (a truncated file, a script after a PNG signature). */
export const IMAGE_UNREADABLE_MESSAGE =
  'This file starts like an image but cannot be read as one. Please choose a JPEG, PNG, WebP or GIF photo.';
export const IMAGE_SIZE_MESSAGE = 'Each image must be 4 MB or smaller.';
export const IMAGE_COUNT_MESSAGE = `You can add up to ${MAX_LISTING_IMAGES} images.`;

export interface ImageType {
  ext: 'jpg' | 'png' | 'webp' | 'gif';
  contentType: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

/** The image type from the file's first bytes (magic numbers), or undefined for anything else (SVG included). */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return undefined;
}

/** The browser-side check before uploading: a message, or undefined when the file may be sent. */
export function checkImageFile(file: { type: string; size: number }): string | undefined {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return undefined;
}
