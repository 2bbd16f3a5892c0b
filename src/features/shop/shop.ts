/**
 * The Shop page's pure logic (issue 40): items as form values and back, lists in their order, moving one entry up
 * or down, and the tax preview of the settings form (computeSalesTax on a sample order). Unit-tested.
 */
import type { ItemForm } from '../../schemas/catalogue.ts';
import type { CatalogueItem, CatalogueSection } from '../../schemas/catalogue-responses.ts';
import type { ShopSettingsForm } from '../../schemas/shop-settings.ts';
import { centsToDollars } from '../../shared/shop/price-text.ts';
import { computeSalesTax } from '../../shared/sales-tax/sales-tax.ts';
import { PROVINCE_CODES, type ProvinceCode, type TaxResult } from '../../shared/sales-tax/types.ts';

export const NEW_ITEM: ItemForm = {
  section_id: null,
  name: {},
  description: {},
  price: '',
  choices: [],
  photos: [],
  stock: null,
  tax_category: 'taxable',
  pickup: true,
  local_delivery: false,
  shipping: false,
  visible: true,
};

export function itemToForm(item: CatalogueItem): ItemForm {
  return {
    section_id: item.section_id,
    name: { ...item.name },
    description: { ...item.description },
    price: centsToDollars(item.price_cents),
    choices: item.choices.map((c) => ({
      name: { ...c.name },
      options: c.options.map((o) => ({ id: o.id, name: { ...o.name }, delta: centsToDollars(o.deltaCents) })),
    })),
    photos: [...item.photos],
    stock: item.stock,
    tax_category: item.tax_category,
    pickup: item.pickup,
    local_delivery: item.local_delivery,
    shipping: item.shipping,
    visible: item.visible,
  };
}

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
export const sortedSections = (sections: readonly CatalogueSection[]) => [...sections].sort(byPosition);
export const itemsIn = (items: readonly CatalogueItem[], sectionId: string | null) =>
  items.filter((i) => i.section_id === sectionId).sort(byPosition);

/** The ids with the one at `index` moved by `delta` places; null when it cannot move that way. */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] | null {
  const to = index + delta;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return null;
  const out = [...ids];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** One sample: a $10.00 taxable item picked up today, with the registration the form holds. */
export function taxPreview(form: ShopSettingsForm, province: string | null, date: string): TaxResult | null {
  if (!province || !(PROVINCE_CODES as readonly string[]).includes(province)) return null;
  const code = province as ProvinceCode;
  const clean = (v: string) => v.replace(/\s+/g, '').toUpperCase() || null;
  const provincial = clean(code === 'QC' ? form.qst_number : form.pst_number);
  return computeSalesTax({
    businessProvince: code,
    fulfilment: 'pickup',
    date,
    registration: {
      gstHstNumber: form.registered ? clean(form.gst_hst_number) : null,
      provincialNumbers: provincial && (form.registered || code !== 'QC') ? { [code]: provincial } : {},
    },
    items: [{ amountCents: 1000, category: 'taxable' }],
  });
}
