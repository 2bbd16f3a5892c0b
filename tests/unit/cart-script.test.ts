// The live website's cart script (issue 40) is the listing page's cart bundled into one file: the module the
// renderer writes into published sites must be the bundle of the cart's current source, and self-contained.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleCartScript, CART_MODULE, cartScriptModule } from '../../scripts/lib/cart-script.ts';
import { CART_SCRIPT } from '../../src/features/site-renderer/cart-script.generated.ts';

describe('the live website’s cart script', () => {
  it('is the bundle of the cart’s current source (else run `npx tsx scripts/build-cart-script.ts`)', async () => {
    const code = await bundleCartScript();
    // Booleans, so a stale bundle fails with the message rather than 45 KB of minified difference.
    expect(code === CART_SCRIPT, 'the cart changed since its bundle was written').toBe(true);
    expect(readFileSync(CART_MODULE, 'utf8') === (await cartScriptModule(code)), 'the module is not as written').toBe(
      true,
    );
  });

  it('is one classic script, with no imports, under 16 KB gzipped', () => {
    expect(() => new Function(CART_SCRIPT)).not.toThrow();
    expect(CART_SCRIPT).not.toMatch(/\bimport\s*\(|\bimport\s+[\w{*]|\brequire\(/);
    expect(CART_SCRIPT).toContain('[data-shop]');
    expect(CART_SCRIPT).toContain('/api/shop/checkout');
    expect(gzipSync(CART_SCRIPT).length).toBeLessThan(16 * 1024);
  });
});
