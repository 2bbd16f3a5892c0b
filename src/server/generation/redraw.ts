/**
 * A ready draft's files rendered again from its spec, with its preview drawn again (issue 39: a preview kept
 * the old headline after an edit). The screenshot is retaken when the draft has one and Chromium is here;
 * either way the preview's address is keyed by its bytes (previewUrl), so no cache serves the old one.
 */
import { renderSite, type RenderAssets, type SiteFile } from '../../features/site-renderer/render.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { chromiumAvailable } from '../screenshot/screenshot.ts';
import { draftPath } from './drafts-repo.ts';
import { previewUrl, shootHome } from '../screenshot/preview.ts';

export async function renderWithPreview(
  draftId: string,
  spec: SiteSpec,
  assets: RenderAssets,
): Promise<{ files: SiteFile[]; screenshotUrl: string | undefined }> {
  const files = renderSite(spec, assets);
  if (spec.ogImage === 'assets/og.jpg') {
    const shot = chromiumAvailable() ? await shootHome(files) : undefined;
    // Without a new shot the stored one stays as it is, under its address.
    if (!shot) return { files, screenshotUrl: undefined };
    files.push({ path: 'assets/og.jpg', contentType: 'image/jpeg', body: shot });
  }
  return { files, screenshotUrl: previewUrl(draftPath(draftId), files, spec.ogImage) };
}
