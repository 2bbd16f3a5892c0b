/**
 * The storefront of a business (issue 40): what its listing page's Shop section shows, read from the catalogue
 * (visible items only, in the owner's order), with what the cart needs to know (whether the payout account takes
 * payments, and the ways the shop sells).
 */
import { query } from '../db/client.ts';
import type { CatalogueItem, Localized } from '../../shared/shop/pricing.ts';
import { loadShopContext } from './shop-context.ts';

export interface StorefrontItem extends Pick<CatalogueItem, 'id' | 'name' | 'price_cents' | 'choices' | 'stock'> {
  section_id: string | null;
  description: Localized;
  photos: string[];
}

export interface Storefront {
  business_id: string;
  /** True when the payout account is active: only then is there a cart. */
  payments_on: boolean;
  sections: { id: string; name: Localized }[];
  items: StorefrontItem[];
  pickup: boolean;
  delivery: { fee_cents: number; minimum_cents: number; prefixes: string[] } | null;
  shipping: { flat_cents: number } | null;
}

/** The business's visible catalogue: its sections and visible items in the owner's order. */
export async function loadVisibleCatalogue(
  businessId: string,
): Promise<{ sections: Storefront['sections']; items: StorefrontItem[] }> {
  const [sections, items] = await Promise.all([
    query<{ id: string; name: Localized }>(
      'SELECT id, name FROM catalogue_sections WHERE business_id = $1 ORDER BY position, created_at',
      [businessId],
    ),
    query<StorefrontItem & Record<string, unknown>>(
      `SELECT id, section_id, name, description, price_cents, choices, photos, stock
       FROM catalogue_items WHERE business_id = $1 AND visible ORDER BY position, created_at`,
      [businessId],
    ),
  ]);
  return { sections, items };
}

/** The storefront of the business that owns a listing, or undefined when it has no shop or no visible item. */
export async function loadStorefront(businessId: string): Promise<Storefront | undefined> {
  const shop = await loadShopContext(businessId);
  if (!shop) return undefined;
  const { sections, items } = await loadVisibleCatalogue(businessId);
  if (!items.length) return undefined;
  return {
    business_id: businessId,
    payments_on: shop.payments_on && !!shop.stripe_account_id,
    sections,
    items,
    pickup: shop.pickup_enabled,
    delivery: shop.delivery_enabled
      ? {
          fee_cents: shop.delivery_fee_cents,
          minimum_cents: shop.delivery_minimum_cents,
          prefixes: shop.delivery_postal_prefixes,
        }
      : null,
    shipping: shop.shipping_enabled ? { flat_cents: shop.shipping_flat_cents } : null,
  };
}

/** The storefront shown on a listing's page: its owner's, if the owner has a shop with visible items. */
export async function loadListingStorefront(listingId: string): Promise<Storefront | undefined> {
  const [row] = await query<{ owner_id: string | null }>('SELECT owner_id FROM listings WHERE id = $1', [listingId]);
  return row?.owner_id ? loadStorefront(row.owner_id) : undefined;
}
