/**
 * Preview images with sharp (issue 28): a card drawn from its words (the build's cards and the listing card
 * function share it, so they look alike), or a listing's own photo cut to 1200×630. Photos go through the
 * one decoder of uploaded images (decode-image.ts): decoded in full, turned upright, no metadata kept.
 */
import sharp, { type Sharp } from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, type CardSpec } from '../../features/seo/og-card.ts';
import { decodeImage, fromPixels } from '../storage/decode-image.ts';
import { outlinePainter } from './card-font.ts';

export type PreviewFormat = 'png' | 'jpg';

const encode = (pipeline: Sharp, format: PreviewFormat) =>
  format === 'png'
    ? pipeline.png({ compressionLevel: 6 }).toBuffer()
    : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

/** A card as a 1200×630 PNG (or JPEG). */
export async function drawCard(card: CardSpec, format: PreviewFormat = 'png'): Promise<Buffer> {
  const svg = cardSvg(card, await outlinePainter());
  return encode(sharp(Buffer.from(svg)), format);
}

/** A photo cut to 1200×630 around its most interesting part; undefined when the bytes are not a decodable image. */
export async function drawPhoto(bytes: Uint8Array, format: PreviewFormat = 'jpg'): Promise<Buffer | undefined> {
  const image = await decodeImage(bytes);
  if (!image) return undefined;
  return encode(
    fromPixels(image).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: sharp.strategy.attention }),
    format,
  );
}
