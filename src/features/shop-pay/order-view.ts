/**
 * The pay and confirmation pages' building blocks (issue 40): `el` (also the listing cart's), and the order's
 * receipt as the server rendered it with renderReceiptHtml (src/features/shop/receipt.ts), the one rendering the
 * order's emails use: lines, fee, each tax with its rate and registration number (or why none is charged), total
 * and refunds, in the order's language. The server escapes every value it holds; nothing else is read as HTML.
 */
import type { ShopOrderResponse } from '../../schemas/shop-order.ts';

export function el(tag: string, text?: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function orderReceipt(order: ShopOrderResponse): HTMLElement {
  const box = el('div', undefined, 'order-receipt');
  box.innerHTML = order.receipt_html;
  return box;
}
