// An article's Markdown goes through one set of rules in the editor's preview (DOMPurify, run here in
// Chromium) and before publishing (js-xss on the server): raw HTML typed in shows as text, unsafe
// links and images are dropped, an H1 becomes an H2. Both engines must give the same HTML.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../src/features/content/sanitize.ts';
import { markdownToHtml } from '../../src/features/content-tools/article-markdown.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../src/server/screenshot/screenshot.ts';

const HOSTILE_MARKDOWN = [
  'Hello <script>alert(1)</script> world',
  '<img src=x onerror=alert(1)>\n\nText',
  '[click](javascript:alert(1)) and [ok](/services/x/) and [mail](mailto:a@b.ca)',
  '![alt text](javascript:alert(1)) ![](/assets/photos/0123456789abcdef-960.webp)',
  '# An H1\n\n## An H2\n\n<h1>raw</h1>',
  '<iframe src="https://evil.example"></iframe>\n\n<div onclick="x()">d</div>',
  '```html\n<script>alert(1)</script>\n```\n\n`<b>inline</b>`',
  '| a | b |\n|---|---|\n| <b>x</b> | [y](//evil.example) |',
];

const server = (md: string) => sanitizeRichHtml(markdownToHtml(md));

describe('article rules on the server', () => {
  it('shows typed HTML as text and keeps no script, handler or javascript: URL', () => {
    for (const md of HOSTILE_MARKDOWN)
      expect(server(md)).not.toMatch(
        /<script|<iframe|<[a-z]+[^>]*\son[a-z]+=|(href|src)="javascript:|<img[^>]+src="x"|href="\/\/evil/i,
      );
    expect(server(HOSTILE_MARKDOWN[0]!)).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; world</p>\n');
    expect(server('# An H1')).toBe('<h2>An H1</h2>\n');
    expect(server('[ok](/services/x/)')).toContain('<a href="/services/x/">ok</a>');
  });
});

let browser: Browser | undefined;
let page: Page;
const hasChromium = existsSync(chromiumPath());

beforeAll(async () => {
  if (!hasChromium) return;
  const dir = path.resolve(import.meta.dirname, '../../src/features');
  const bundle = await build({
    stdin: {
      contents: `export { sanitizeRichHtmlInBrowser } from './content/sanitize-browser.ts'; export { markdownToHtml } from './content-tools/article-markdown.ts';`,
      resolveDir: dir,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'Article',
    write: false,
    platform: 'browser',
  });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 60_000);
afterAll(async () => browser?.close());

describe.skipIf(!hasChromium)('article rules, editor preview and server', () => {
  it.each(HOSTILE_MARKDOWN.map((md, i) => [i, md]))(
    'Markdown %i gives the same HTML in the browser and on the server',
    async (_i, md) => {
      const [inBrowser, serverAsParsed] = await page.evaluate(
        ([input, fromServer]) => {
          const parse = (s: string) => Object.assign(document.createElement('div'), { innerHTML: s }).innerHTML;
          const a = (
            window as unknown as {
              Article: { sanitizeRichHtmlInBrowser(h: string): string; markdownToHtml(m: string): string };
            }
          ).Article;
          return [parse(a.sanitizeRichHtmlInBrowser(a.markdownToHtml(input!))), parse(fromServer!)];
        },
        [md, server(md)],
      );
      expect(inBrowser).toBe(serverAsParsed);
    },
  );
});
