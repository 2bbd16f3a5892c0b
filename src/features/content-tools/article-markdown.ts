/**
 * An article's Markdown as HTML, the same in the editor's preview and on the live site: raw HTML
 * typed into the Markdown is shown as text (never markup), then the result goes through the one
 * rich-text policy (sanitize-policy.ts) — DOMPurify in the browser, js-xss on the server.
 */
import { Marked } from 'marked';
import { escapeHtml } from '../../shared/html-escape.ts';

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    // '<script>…' or '<b>' typed into an article shows as the characters typed.
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

/** Markdown to (not yet sanitized) HTML: always pass the result through a sanitizer of the policy. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string;
}

/** Photos from the media library are written as site paths; the dashboard preview reads them from the files function. */
export const LIBRARY_PHOTO_PATH = /\/assets\/photos\/([0-9a-f]{16})-(\d+)\.(webp|avif)/g;

export function previewPhotoPaths(html: string, assetBase: string): string {
  return html.replace(
    LIBRARY_PHOTO_PATH,
    (_m, id: string, w: string, f: string) => `${assetBase}assets/photos/${id}-${w}.${f}`,
  );
}

export { countWords } from '../../shared/word-count.ts';
