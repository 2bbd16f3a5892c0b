// One policy, two engines: js-xss (server, build) and DOMPurify (browser, run here in Chromium) must
// give the same HTML for hostile and ordinary inputs (compared as the DOM a browser parses from each).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../src/features/content/sanitize.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../src/server/screenshot/screenshot.ts';

const HOSTILE = [
  `<p>Hi</p><img src="x" onerror="alert('xss')"><script>alert('xss')</script><div onclick="x()">d</div>`,
  '<a href="javascript:alert(1)">a</a><a href="https://example.ca/x">b</a><a href="/news">c</a>',
  '<a href=" JaVaScRiPt:alert(1)">spaced</a><a href="//evil.example/x">protocol-relative</a><a href="mailto:a@b.ca">mail</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="/media/a.svg" alt="A"><img src="/b.svg">',
  '<h1 class="x">Title</h1><p style="color:red">t</p><iframe src="https://evil.example"></iframe><svg><script>1</script></svg><style>p{}</style>',
  '<table><tr><th scope="col" onclick="x()">A</th><td colspan="2">B</td></tr></table><ul><li>x</li></ul><ol start="3"><li>y</li></ol>',
  '<form action="/steal"><input name="p"><button>Go</button></form><textarea>secret</textarea><p>after</p>',
  '<object data="x.swf"></object><embed src="x.swf"><math><mi>x</mi></math><template><p>t</p></template><noscript>ns</noscript>',
  '<p>Tom &amp; Jerry &lt;3 "quotes" \'single\'</p><blockquote>q</blockquote><pre><code>a &lt; b</code></pre>',
  '<marquee>old</marquee><font color="red">font</font><center>c</center><p data-x="1" aria-label="l" id="i">attrs</p>',
  '<a href="https://example.ca" title="T" target="_blank" rel="opener">link</a><abbr title="Canada">CA</abbr>',
  '<a href="jav&#x61;script&colon;alert(1)">entities</a><img src="java\tscript:alert(1)"><img src="relative/x.png" width="10" height="10">',
  '<!-- comment --><p>visible</p><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=x"><link rel="stylesheet" href="x.css">',
];

let browser: Browser | undefined;
let page: Page;
const hasChromium = existsSync(chromiumPath());

beforeAll(async () => {
  if (!hasChromium) return;
  const bundle = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../src/features/content/sanitize-browser.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'Sanitize',
    write: false,
    platform: 'browser',
  });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 60_000);
afterAll(async () => browser?.close());

describe.skipIf(!hasChromium)('the sanitizer policy, server and browser', () => {
  it.each(HOSTILE.map((html, i) => [i, html]))(
    'input %i gives the same HTML with js-xss and DOMPurify',
    async (_i, html) => {
      const server = sanitizeRichHtml(html);
      const [inBrowser, serverAsParsed] = await page.evaluate(
        ([input, fromServer]) => {
          const parse = (s: string) => Object.assign(document.createElement('div'), { innerHTML: s }).innerHTML;
          const sanitize = (window as unknown as { Sanitize: { sanitizeRichHtmlInBrowser(h: string): string } })
            .Sanitize.sanitizeRichHtmlInBrowser;
          return [parse(sanitize(input!)), parse(fromServer!)];
        },
        [html, server],
      );
      expect(inBrowser).toBe(serverAsParsed);
      expect(inBrowser).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|<form|style=/i);
    },
  );
});
