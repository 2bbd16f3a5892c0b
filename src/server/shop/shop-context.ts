/**
 * What the shop of one business needs to sell (issue 40): its settings (0029), whether its payout account can
 * take payments (0028), and its listing (the one whose owner_id is the business): name, province (tax and time
 * zone) and opening hours (pickup times).
 */
import { query } from '../db/client.ts';
import type { OpeningHours } from '../../shared/shop/pickup-slots.ts';
import type { ProvinceCode } from '../../shared/sales-tax/types.ts';

export interface ShopContext extends Record<string, unknown> {
  business_id: string;
  business_name: string;
  province: ProvinceCode;
  hours: OpeningHours | null;
  stripe_account_id: string | null;
  payments_on: boolean;
  pickup_enabled: boolean;
  prep_minutes: number;
  delivery_enabled: boolean;
  delivery_fee_cents: number;
  delivery_minimum_cents: number;
  delivery_postal_prefixes: string[];
  shipping_enabled: boolean;
  shipping_flat_cents: number;
  gst_hst_number: string | null;
  qst_number: string | null;
  pst_number: string | null;
}

/** The shop of a business, or undefined when it has no shop settings or no listing. */
export async function loadShopContext(businessId: string): Promise<ShopContext | undefined> {
  const [row] = await query<ShopContext>(
    `SELECT s.business_id, l.business_name, l.state_code AS province, l.hours,
            p.stripe_account_id, coalesce(p.state = 'active', false) AS payments_on,
            s.pickup_enabled, s.prep_minutes, s.delivery_enabled, s.delivery_fee_cents, s.delivery_minimum_cents,
            s.delivery_postal_prefixes, s.shipping_enabled, s.shipping_flat_cents,
            s.gst_hst_number, s.qst_number, s.pst_number
     FROM shop_settings s
     JOIN LATERAL (SELECT business_name, state_code, hours FROM listings WHERE owner_id = s.business_id
                   ORDER BY created_at LIMIT 1) l ON true
     LEFT JOIN payout_accounts p ON p.business_id = s.business_id
     WHERE s.business_id = $1`,
    [businessId],
  );
  return row;
}
