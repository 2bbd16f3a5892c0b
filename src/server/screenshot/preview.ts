/**
 * The preview image of a generated site: its home page's first screen, and the address it is shown at.
 */
import { createHash } from 'node:crypto';
import type { SiteFile } from '../../features/site-renderer/render.ts';
import { screenshotSite } from './screenshot.ts';

/** 1200×630: the size social networks show as a large preview (the site's og:image, issue 28). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** A JPEG of the home page's first screen at the preview size, or undefined without Chromium. */
export function shootHome(files: readonly SiteFile[]): Promise<Uint8Array | undefined> {
  return screenshotSite(new Map(files.map((f) => [f.path, f])), PREVIEW_SIZE);
}

/**
 * The preview's address, keyed by its bytes (issue 39): the screenshot is cached as immutable, so a
 * preview drawn again after an edit gets a new address and is never an old cached image.
 */
export function previewUrl(
  draftUrl: string,
  files: readonly SiteFile[],
  path: 'assets/og.jpg' | 'assets/preview.svg',
): string {
  const file = files.find((f) => f.path === path);
  const version = file ? createHash('sha256').update(file.body).digest('hex').slice(0, 12) : '';
  return `${draftUrl}${path}${version ? `?v=${version}` : ''}`;
}
