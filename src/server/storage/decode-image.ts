/**
 * The one decoder for uploaded images (site photos, wizard logos): the file is decoded in full with sharp,
 * turned upright by its camera orientation, and handed back as raw pixels, so whatever is stored next is
 * re-encoded from pixels, with no metadata and nothing the original carried after its image data. A file
 * that is not a decodable image (a PNG signature followed by a script, a truncated file) gives undefined.
 */
import sharp, { type Sharp } from 'sharp';
import { sniffImageType } from '../../shared/images.ts';

/** Decoding a bigger picture than this (about 50 megapixels) is refused: a photo, not a decompression bomb. */
const MAX_PIXELS = 50_000_000;

export interface DecodedImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export async function decodeImage(bytes: Uint8Array): Promise<DecodedImage | undefined> {
  if (!sniffImageType(bytes)) return undefined;
  try {
    // sharp's default failOn ('warning'): a file libvips can only half read (a broken chunk) is refused too.
    const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: out.data, info: { width: out.info.width, height: out.info.height, channels: out.info.channels } };
  } catch {
    return undefined;
  }
}

/** A sharp pipeline over decoded pixels, to resize and encode. */
export function fromPixels(image: DecodedImage): Sharp {
  const { width, height, channels } = image.info;
  return sharp(image.data, { raw: { width, height, channels } });
}
