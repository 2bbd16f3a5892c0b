// The platform's CSP (issue 12): the inline scripts a page runs are found and hashed as browsers hash
// them; data blocks and external scripts are not; the policy allows nothing inline without a hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, platformCsp, scriptHash } from '../../src/server/security/csp.ts';

const page = `<html><head>
<script>document.documentElement.dataset.auth='out';</script>
<script type="application/ld+json">{"@type":"LocalBusiness"}</script>
<script type="module" src="/_astro/Header.js"></script>
<script type="module">import('/x.js')</script>
</head></html>`;

describe('platform CSP', () => {
  it('finds the inline scripts that run, not data blocks or external files', () => {
    expect(inlineScripts(page)).toEqual(["document.documentElement.dataset.auth='out';", "import('/x.js')"]);
  });

  it('hashes a script as the browser does (SHA-256 of its text, base64)', () => {
    const expected = createHash('sha256').update("alert('x')").digest('base64');
    expect(scriptHash("alert('x')")).toBe(`'sha256-${expected}'`);
  });

  it('allows scripts only from itself, Stripe.js and the listed hashes; never inline otherwise; no framing', () => {
    const policy = platformCsp([scriptHash('a'), scriptHash('a'), scriptHash('b')]);
    const script = policy.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(script.split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);
    expect(script).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});
