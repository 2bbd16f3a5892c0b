/**
 * The cart of one business (issue 40), kept in the visitor's browser (localStorage, one key per business): lines
 * of item, chosen options and quantity, with the name and unit price the page showed, for display only. The
 * server re-prices everything at checkout (src/server/shop/checkout.ts), so these prices are estimates. Pure,
 * except `readCart` and `writeCart`, which take the storage they use.
 */
import { CHECKOUT_LIMITS, type ShopCheckoutRequest } from '../../schemas/shop-checkout.ts';

export interface CartLine {
  item_id: string;
  options: string[];
  quantity: number;
  name: string;
  /** The chosen options as the page labelled them ('Size: Large (+$0.75)'). */
  detail: string;
  unit_cents: number;
}

export const cartKey = (businessId: string) => `mainstreet-cart:${businessId}`;

const sameChoice = (a: Pick<CartLine, 'item_id' | 'options'>, b: Pick<CartLine, 'item_id' | 'options'>) =>
  a.item_id === b.item_id && a.options.join('|') === b.options.join('|');

const clampQuantity = (n: number) => Math.min(CHECKOUT_LIMITS.quantity, Math.max(0, Math.floor(n) || 0));

/** The cart with a line added: the same item with the same options adds to its quantity. */
export function addToCart(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const index = lines.findIndex((l) => sameChoice(l, line));
  if (index < 0)
    return [...lines, { ...line, quantity: clampQuantity(line.quantity) || 1 }].slice(-CHECKOUT_LIMITS.lines);
  return lines.map((l, i) => (i === index ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l));
}

/** The cart with one line's quantity set; 0 removes it. */
export function setQuantity(lines: readonly CartLine[], index: number, quantity: number): CartLine[] {
  const q = clampQuantity(quantity);
  return lines.flatMap((l, i) => (i !== index ? [l] : q ? [{ ...l, quantity: q }] : []));
}

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
export const cartSubtotal = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.unit_cents * l.quantity, 0);

/** A stored cart, or an empty one when nothing (or something unreadable) is stored. */
export function parseCart(stored: string | null): CartLine[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (l): l is CartLine =>
        !!l &&
        typeof l.item_id === 'string' &&
        Array.isArray(l.options) &&
        l.options.every((o: unknown) => typeof o === 'string') &&
        Number.isInteger(l.quantity) &&
        l.quantity > 0 &&
        typeof l.name === 'string' &&
        typeof l.detail === 'string' &&
        Number.isInteger(l.unit_cents),
    );
  } catch {
    return [];
  }
}

export const readCart = (storage: Pick<Storage, 'getItem'>, businessId: string) =>
  parseCart(storage.getItem(cartKey(businessId)));

export function writeCart(storage: Pick<Storage, 'setItem' | 'removeItem'>, businessId: string, lines: CartLine[]) {
  if (lines.length) storage.setItem(cartKey(businessId), JSON.stringify(lines));
  else storage.removeItem(cartKey(businessId));
}

/** What the checkout form holds, as text from its fields. */
export interface CheckoutFields {
  fulfilment: string;
  pickup_at: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  line1: string;
  city: string;
  province: string;
  postal_code: string;
}

/** The body `POST /api/shop/checkout` takes (validated with shopCheckoutSchema before it is sent). */
export function checkoutBody(
  businessId: string,
  source: ShopCheckoutRequest['source'],
  language: 'en' | 'fr',
  lines: readonly CartLine[],
  f: CheckoutFields,
): Record<string, unknown> {
  const pickup = f.fulfilment === 'pickup';
  return {
    business_id: businessId,
    source,
    language,
    lines: lines.map((l) => ({ item_id: l.item_id, quantity: l.quantity, options: l.options })),
    fulfilment: f.fulfilment || undefined,
    pickup_at: pickup && f.pickup_at ? f.pickup_at : null,
    customer_name: f.customer_name,
    customer_email: f.customer_email,
    ...(f.customer_phone.trim() ? { customer_phone: f.customer_phone } : {}),
    address: pickup ? null : { line1: f.line1, city: f.city, province: f.province, postal_code: f.postal_code },
  };
}

/** Field errors by form field name: the schema's issue paths ('address.city' → 'city'), first message each. */
export function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const key = path[0] === 'address' && path[1] ? path[1] : (path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
