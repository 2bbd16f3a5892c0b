/**
 * How a business sells (issue 40): pickup, local delivery, shipping and its sales-tax registration, one row per
 * business written in one upsert. A business that never saved them gets the table's defaults (pickup on, 20 minutes,
 * not registered). Its province is its listing's (state_code), which decides the taxes of pickup and delivery.
 */
import { query } from '../db/client.ts';
import { refreshStorefront } from './storefront.ts';
import type { ShopSettingsInput } from '../../schemas/shop-settings.ts';
import type { ShopSettingsResponse } from '../../schemas/catalogue-responses.ts';

type SettingsRow = Omit<ShopSettingsResponse, 'province' | 'can_edit'>;

const COLUMNS = `pickup_enabled, prep_minutes, delivery_enabled, delivery_fee_cents, delivery_minimum_cents,
  delivery_postal_prefixes, shipping_enabled, shipping_flat_cents, gst_hst_number, qst_number, pst_number`;

const DEFAULTS: SettingsRow = {
  pickup_enabled: true,
  prep_minutes: 20,
  delivery_enabled: false,
  delivery_fee_cents: 0,
  delivery_minimum_cents: 0,
  delivery_postal_prefixes: [],
  shipping_enabled: false,
  shipping_flat_cents: 0,
  gst_hst_number: null,
  qst_number: null,
  pst_number: null,
};

/** The province of the business's first listing, or null when it has none. */
export async function businessProvince(businessId: string): Promise<string | null> {
  const [row] = await query<{ state_code: string }>(
    'SELECT state_code FROM listings WHERE owner_id = $1 ORDER BY created_at LIMIT 1',
    [businessId],
  );
  return row?.state_code ?? null;
}

export async function getShopSettings(businessId: string, canEdit: boolean): Promise<ShopSettingsResponse> {
  const [[row], province] = await Promise.all([
    query<SettingsRow>(`SELECT ${COLUMNS} FROM shop_settings WHERE business_id = $1`, [businessId]),
    businessProvince(businessId),
  ]);
  return { ...(row ?? DEFAULTS), province, can_edit: canEdit };
}

/**
 * Saves the whole form. Not registered: no GST/HST or QST number is kept (a small supplier charges neither); a
 * provincial (PST/RST) number is kept, since those provinces register sellers on their own thresholds.
 */
export async function saveShopSettings(businessId: string, input: ShopSettingsInput): Promise<ShopSettingsResponse> {
  const [row] = await query<SettingsRow>(
    `INSERT INTO shop_settings (business_id, pickup_enabled, prep_minutes, delivery_enabled, delivery_fee_cents,
       delivery_minimum_cents, delivery_postal_prefixes, shipping_enabled, shipping_flat_cents, gst_hst_number,
       qst_number, pst_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (business_id) DO UPDATE SET pickup_enabled = EXCLUDED.pickup_enabled,
       prep_minutes = EXCLUDED.prep_minutes, delivery_enabled = EXCLUDED.delivery_enabled,
       delivery_fee_cents = EXCLUDED.delivery_fee_cents, delivery_minimum_cents = EXCLUDED.delivery_minimum_cents,
       delivery_postal_prefixes = EXCLUDED.delivery_postal_prefixes, shipping_enabled = EXCLUDED.shipping_enabled,
       shipping_flat_cents = EXCLUDED.shipping_flat_cents, gst_hst_number = EXCLUDED.gst_hst_number,
       qst_number = EXCLUDED.qst_number, pst_number = EXCLUDED.pst_number, updated_at = now()
     RETURNING ${COLUMNS}`,
    [
      businessId,
      input.pickup_enabled,
      input.prep_minutes,
      input.delivery_enabled,
      input.delivery_fee,
      input.delivery_minimum,
      input.delivery_postal_prefixes,
      input.shipping_enabled,
      input.shipping_flat,
      input.registered ? input.gst_hst_number : null,
      input.registered ? input.qst_number : null,
      input.pst_number,
    ],
  );
  await refreshStorefront(businessId);
  return { ...row!, province: await businessProvince(businessId), can_edit: true };
}
