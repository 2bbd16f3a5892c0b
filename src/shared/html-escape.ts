/**
 * The one HTML escaper (text content and attribute values). It lives in src/shared, the bottom
 * layer: pure, no imports, usable by schemas, features, server code and pages alike.
 * `ESCAPE_HTML_SCRIPT` is the same function as browser script text, for pages that ship no bundle
 * (the generated websites' contact form); a unit test checks both give the same output.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/g;

/** Escapes text for HTML content and attribute values; null and undefined become ''. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(SPECIAL, (c) => ENTITIES[c]!);
}

/** Declares `escapeHtml` in an inline browser script, with the same entity table. */
export const ESCAPE_HTML_SCRIPT = `const escapeHtml = (value) => String(value ?? '').replace(${SPECIAL}, (c) => (${JSON.stringify(ENTITIES)})[c]);`;
