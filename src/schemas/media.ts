/** The media library (issue 17): generate an image, use one, and the library's answer. */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { text } from './text.ts';

export const generateImageSchema = z.object({
  prompt: text().check(
    z.trim(),
    z.minLength(3, 'Describe the image in at least 3 characters.'),
    z.maxLength(400, 'Keep the description under 400 characters.'),
  ),
});

export const MEDIA_TARGETS = ['hero', 'about', 'listing'] as const;

export const useMediaSchema = z.object({
  id: dbId(),
  target: z.enum(MEDIA_TARGETS),
  alt: z.optional(text().check(z.trim(), z.maxLength(160, 'Keep the description under 160 characters.'))),
});

export const MEDIA_SOURCE_LABELS = { upload: 'Your upload', illustration: 'Illustration', ai: 'AI image' } as const;

export interface MediaView {
  id: string;
  source: keyof typeof MEDIA_SOURCE_LABELS;
  alt: string;
  prompt: string;
  photoId: string;
  width: number;
  height: number;
  widths: number[];
  /** The 960 px WebP (or the largest below it) for the dashboard and the article editor. */
  previewUrl: string;
  /** `srcset` of the WebP files (responsive sizes). */
  srcset: string;
  /** The path an article or the site uses (served by the live site). */
  sitePath: string;
  createdAt: string;
}

/** An image asked for from a description: being made in the background, or failed (its unit given back). */
export interface ImageGenerationView {
  id: string;
  prompt: string;
  status: 'generating' | 'error';
  /** Why it failed (the image service's answer), or null while generating. */
  message: string | null;
  createdAt: string;
}

export interface MediaAnswer {
  locked: boolean;
  quota: { kind: 'image'; limit: number; used: number; left: number; resetsAt: string };
  items: MediaView[];
  /** Images being made now, and those that failed in the last day, newest first. */
  generations: ImageGenerationView[];
  /** 'builtin': images are illustrations, made here; 'openai': the Images API. */
  illustrator: 'builtin' | 'openai';
}
