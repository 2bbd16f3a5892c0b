// Rewrites src/features/site-renderer/cart-script.generated.ts from the cart's source (scripts/lib/cart-script.ts).
// Run after changing the cart (src/scripts/site-cart.ts, src/features/shop/cart*.ts); a unit test says when.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { bundleCartScript, CART_MODULE, cartScriptModule } from './lib/cart-script.ts';

const code = await bundleCartScript();
writeFileSync(CART_MODULE, await cartScriptModule(code));
console.log(`assets/cart.js: ${code.length} bytes, ${gzipSync(code).length} gzipped`);
