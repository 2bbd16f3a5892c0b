/**
 * Astro writes its islands' one CSS rule as a <style> in the body, just before the first island
 * (`astro-island,astro-slot,astro-static-slot{display:contents}`). A <style> in the body is invalid
 * HTML (W3C Nu: "A style element in body must be the first child of its parent"), so the rule moves
 * to the end of the head, where it applies the same way. Pure; used by src/middleware.ts.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

export function hoistIslandStyles(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!match || headEnd < 0 || match.index < headEnd) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.slice(0, headEnd) + match[0] + without.slice(headEnd);
}
