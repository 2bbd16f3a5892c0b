// The cart's one entry (issue 40), the same code on a listing page (ListingShop.astro's script) and on a live
// website, where scripts/lib/cart-script.ts bundles it into one file (the site's assets/cart.js).
import { initShop } from './listing-shop.ts';

const shop = document.querySelector<HTMLElement>('[data-shop]');
if (shop) initShop(shop);
