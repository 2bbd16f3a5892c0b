/**
 * Where a person continues after an emailed link: only a path on this site ('/checkout/',
 * '/create-business-website/?x=1', in the one URL form whichever form it was given in), never another origin ('//evil.example', '/\evil', 'https://…',
 * 'javascript:'). Anything else becomes the fallback. Pure.
 */
import { inUrlForm } from './url-form.ts';

export const DEFAULT_NEXT = '/checkout/';

export function safeNextPath(value: unknown, fallback = DEFAULT_NEXT): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  if (!path.startsWith('/') || path.length > 200) return fallback;
  // '//host' and '/\host' are other origins to a browser; control characters and spaces have no place in a path.
  if (path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u0020\u007f\\]/.test(path)) return fallback;
  try {
    const url = new URL(path, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return fallback;
    return `${inUrlForm(url.pathname)}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
