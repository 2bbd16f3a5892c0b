/**
 * The cart dialog's look on a generated website (issue 40), in the CSS of each language whose pages take orders
 * (the listing page carries its own, inline in its Shop section). It builds on the site theme's variables and its
 * .btn and .field rules (src/features/site-renderer/theme.ts); the dialog never grows wider than the screen.
 */
export const CART_SITE_CSS =
  '.cart-dialog{width:min(34rem,calc(100vw - 1rem));max-height:calc(100dvh - 1rem);box-sizing:border-box;' +
  'border:1px solid var(--line);border-radius:12px;padding:1rem;color:var(--ink);background:#fff}' +
  '.cart-dialog::backdrop{background:rgb(0 0 0/.45)}' +
  '.cart-head,.cart-qty{display:flex;align-items:center;gap:.5rem;justify-content:space-between}' +
  '.cart-head h2{margin:0}.cart-qty{flex-wrap:wrap}.cart-qty .btn{min-height:44px;padding:.4rem .9rem}' +
  '.cart-lines{list-style:none;padding:0;margin:0 0 1rem}.cart-lines li{border-bottom:1px solid var(--line);' +
  'padding:.5rem 0}.cart-lines p{margin:0}.cart-amount{margin-left:auto}.cart-subtotal{font-weight:700}' +
  '.cart-dialog form{display:grid;gap:.9rem}.cart-ways{border:0;margin:0;padding:0}' +
  '.cart-ways label{display:flex;align-items:center;gap:.5rem;min-height:44px}' +
  '.field select{font:inherit;width:100%;padding:.75rem .85rem;border:1px solid #8a8fa3;border-radius:10px;' +
  'background:#fff;color:var(--ink)}.field select:focus{outline:3px solid var(--accent);outline-offset:1px}' +
  '.field-error,.cart-status{color:#b42318;margin:0}.field-error:empty{display:none}.small{font-size:.9rem}';
