// The cart kept in the browser (issue 40): lines merge by item and options, quantities stay within the schema's
// limits, a stored cart that is not ours reads as empty, and the body it posts passes the checkout schema.
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartSubtotal,
  checkoutBody,
  errorsByField,
  parseCart,
  readCart,
  setQuantity,
  writeCart,
  type CartLine,
} from '../../src/features/shop/cart.ts';
import { messageIn } from '../../src/features/shop/cart-text.ts';
import { shopCheckoutSchema } from '../../src/schemas/shop-checkout.ts';

const ITEM = '6f1c2b7e-8d1a-4c3b-9e2f-0a1b2c3d4e5f';
const BUSINESS = '0b4f3c2a-1d2e-4f5a-8b6c-7d8e9f0a1b2c';
const latte = (quantity: number, options: string[] = []): CartLine => ({
  item_id: ITEM,
  options,
  quantity,
  name: 'Latte',
  detail: '',
  unit_cents: 450,
});
const fields = {
  fulfilment: 'pickup',
  pickup_at: '',
  customer_name: 'Ada',
  customer_email: 'ada@example.ca',
  customer_phone: '',
  line1: '',
  city: '',
  province: 'ON',
  postal_code: '',
};

describe('the cart', () => {
  it('adds the same item with the same options to one line, other options to another', () => {
    let cart = addToCart([], latte(1));
    cart = addToCart(cart, latte(2));
    cart = addToCart(cart, latte(1, ['large']));
    expect(cart.map((l) => [l.options.join(), l.quantity])).toEqual([
      ['', 3],
      ['large', 1],
    ]);
    expect(cartCount(cart)).toBe(4);
    expect(cartSubtotal(cart)).toBe(4 * 450);
  });

  it('keeps quantities between 1 and 99; 0 removes the line', () => {
    expect(addToCart([latte(98)], latte(5))[0]!.quantity).toBe(99);
    expect(setQuantity([latte(2), latte(1, ['large'])], 0, 0)).toEqual([latte(1, ['large'])]);
    expect(setQuantity([latte(2)], 0, 7)[0]!.quantity).toBe(7);
  });

  it('reads a stored cart, and anything unreadable or tampered as empty lines', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    writeCart(storage, BUSINESS, [latte(2)]);
    expect(readCart(storage, BUSINESS)).toEqual([latte(2)]);
    writeCart(storage, BUSINESS, []);
    expect(store.size).toBe(0);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...latte(1), quantity: -1 }, { item_id: 3 }, latte(1)]))).toEqual([latte(1)]);
  });

  it('posts a body the checkout schema accepts, without the prices it showed', () => {
    const body = checkoutBody(BUSINESS, 'listing', 'fr', [latte(2)], fields);
    const parsed = shopCheckoutSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(JSON.stringify(body)).not.toContain('450');
    expect(parsed.data?.address).toBeNull();
  });

  it('names the fields the schema refuses, an address field by its own name, in the page’s language', () => {
    const body = checkoutBody(BUSINESS, 'listing', 'en', [latte(1)], {
      ...fields,
      fulfilment: 'local-delivery',
      customer_email: 'nope',
      postal_code: '12345',
    });
    const parsed = shopCheckoutSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const errors = errorsByField(parsed.error!.issues);
    expect(errors).toMatchObject({
      customer_email: 'Invalid email address',
      line1: 'Street address is required',
      postal_code: 'Enter a Canadian postal code, such as K1A 0B1',
    });
    expect(messageIn('fr', errors.postal_code!)).toBe('Entrez un code postal canadien, par exemple K1A 0B1');
    expect(messageIn('fr', 'Latte is sold out.')).toBe('Latte is sold out.');
  });
});
