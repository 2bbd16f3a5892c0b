/**
 * The words of an order's receipt and its emails' order summary, in English and French (the order's language).
 * Tax names, rates and the 'no tax charged' sentences come from src/shared/sales-tax/receipt-labels.ts. Pure data.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';

export const RECEIPT_TEXT = {
  en: {
    receipt: 'Receipt',
    order: (n: string) => `Order ${n}`,
    placed: (date: string) => `Placed ${date}`,
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    refundedUnits: (n: number) => `${n} refunded`,
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery',
    shippingFee: 'Shipping',
    zeroRated: 'Zero-rated items (no tax)',
    exempt: 'Tax-exempt items',
    total: 'Total',
    refunded: 'Refunded',
    paidAfterRefunds: 'Paid after refunds',
    pickupAsap: 'Pickup: as soon as it is ready',
    pickupAt: (when: string) => `Pickup: ${when}`,
    deliveryTo: (address: string) => `Delivery to ${address}`,
    shippingTo: (address: string) => `Shipping to ${address}`,
    customer: (name: string) => `For ${name}`,
  },
  fr: {
    receipt: 'Reçu',
    order: (n: string) => `Commande ${n}`,
    placed: (date: string) => `Passée le ${date}`,
    item: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    refundedUnits: (n: number) => `${n} remboursé${n > 1 ? 's' : ''}`,
    subtotal: 'Sous-total',
    deliveryFee: 'Livraison',
    shippingFee: 'Expédition',
    zeroRated: 'Articles détaxés (sans taxe)',
    exempt: 'Articles exonérés',
    total: 'Total',
    refunded: 'Remboursé',
    paidAfterRefunds: 'Payé après remboursements',
    pickupAsap: 'Cueillette\u00a0: dès que la commande est prête',
    pickupAt: (when: string) => `Cueillette\u00a0: ${when}`,
    deliveryTo: (address: string) => `Livraison au ${address}`,
    shippingTo: (address: string) => `Expédition au ${address}`,
    customer: (name: string) => `Pour ${name}`,
  },
} as const satisfies Record<Lang, Record<string, unknown>>;

export type ReceiptText = (typeof RECEIPT_TEXT)[Lang];
