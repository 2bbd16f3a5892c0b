import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichHtml } from '../../src/features/content/sanitize.ts';

describe('rich HTML sanitizing', () => {
  it('drops scripts with their content and every event handler', () => {
    const out = sanitizeRichHtml(
      `<p>Hi</p><img src="javascript:alert(1)" onerror="alert('xss')"><script>alert('xss')</script><div onclick="x()">d</div>`,
    );
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/onerror|onclick|alert/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).not.toContain('<img'); // its only source was unsafe
  });
  it('keeps safe links and images, removes javascript: and data: URLs', () => {
    const out = sanitizeRichHtml(
      '<a href="javascript:alert(1)">a</a><a href="https://example.ca/x">b</a><a href="/news">c</a><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="/media/a.svg" alt="A">',
    );
    expect(out).not.toMatch(/javascript:|data:/i);
    expect(out).toContain('<a href="https://example.ca/x">b</a>');
    expect(out).toContain('<a href="/news">c</a>');
    expect(out).toContain('<img src="/media/a.svg" alt="A">');
    expect(sanitizeRichHtml('<img src="/b.svg">')).toBe('<img src="/b.svg" alt="">');
  });
  it('drops styles, iframes and svg, and turns h1 into h2', () => {
    const out = sanitizeRichHtml(
      '<h1 class="x">Title</h1><p style="color:red">t</p><iframe src="https://evil.example"></iframe><svg><script>1</script></svg><style>p{}</style>',
    );
    expect(out).toBe('<h2>Title</h2><p>t</p>');
  });
  it('keeps tables and lists', () => {
    expect(sanitizeRichHtml('<table><tr><th scope="col">A</th></tr></table><ul><li>x</li></ul>')).toBe(
      '<table><tr><th scope="col">A</th></tr></table><ul><li>x</li></ul>',
    );
  });
  it('reads plain text', () => expect(htmlToText('<h2>A</h2><p>b &nbsp; c</p><script>x</script>')).toBe('A b c'));
});
