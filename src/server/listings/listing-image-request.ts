/**
 * A listing photo upload's request (multipart field "image"): what can be checked without decoding, in the
 * upload function (no image library); the decoding is listing-image-upload.ts, in the background.
 */
import { BODY_LIMITS, HttpError, readFormData } from '../http.ts';
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES } from '../../shared/images.ts';

/** The listing form's error shape: the message on the "image" field, and prefixed with it. */
export const listingImageError = (message: string) =>
  new HttpError(400, 'validation_failed', `image: ${message}`, { image: [message] });

export async function readListingImage(req: Request): Promise<{ bytes: Uint8Array }> {
  const form = await readFormData(
    req,
    BODY_LIMITS.image,
    'Send the image as multipart form data in the field "image".',
  );
  const file = form.get('image');
  if (!file || typeof file === 'string') throw listingImageError('Please choose an image to upload.');
  if (file.size > MAX_IMAGE_BYTES) throw listingImageError(IMAGE_SIZE_MESSAGE);
  return { bytes: new Uint8Array(await file.arrayBuffer()) };
}
