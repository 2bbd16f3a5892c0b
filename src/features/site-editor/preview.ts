/**
 * The editor's live preview: one page of the real renderer's output, rendered in the browser for
 * an iframe's srcdoc. Photos resolve against the owner's asset address through a <base> element;
 * fonts come from the platform's own /fonts/ (the same files a published site ships).
 */
import { designFontFiles, fontFaceCss } from '../../shared/catalogue/fonts.ts';
import { renderSitePage, visiblePages } from '../site-renderer/render.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';

/** The pages a visitor sees (the page picker), from the same renderer. */
export const previewPages = visiblePages;

export function previewDocument(spec: SiteSpec, pagePath: string, assetBase: string): string | undefined {
  const html = renderSitePage(spec, pagePath);
  if (html === undefined) return undefined;
  const fonts = `<style>${fontFaceCss(designFontFiles(spec.design), '/fonts/')}</style>`;
  return html.replace('<head>\n', `<head>\n<base href="${assetBase}${pagePath}">\n${fonts}\n`);
}
