/**
 * The checkout's refusals in the cart's language (issue 40): the checkout body carries `language`, and the server
 * answers in it, so a French cart on a listing page or a live website reads French even where the message names
 * an item. One catalogue for both languages; the French of the fixed ones is the cart's (cart-text.ts). Pure.
 */
/** How the order is had (pricing.ts's ShopFulfilment; not imported: pricing.ts imports this file). */
type ShopFulfilment = 'pickup' | 'local-delivery' | 'shipping';

type Lang = 'en' | 'fr';

const HOW: Record<Lang, Record<ShopFulfilment, string>> = {
  en: { pickup: 'pickup', 'local-delivery': 'delivery', shipping: 'shipping' },
  fr: { pickup: 'la cueillette', 'local-delivery': 'la livraison', shipping: 'l’expédition' },
};

const en = {
  itemGone: 'An item in your cart is no longer offered. Remove it and try again.',
  notOffered: (name: string, how: ShopFulfilment) => `${name} is not available for ${HOW.en[how]}.`,
  chooseOptions: (name: string) => `Choose an option for each choice of ${name}.`,
  soldOut: (name: string) => `${name} is sold out.`,
  onlyLeft: (left: number, name: string) => `Only ${left} of ${name} left.`,
  soldOutMeanwhile: (name: string) => `${name} sold out while you were ordering. Remove it or lower the quantity.`,
  totalTooSmall: 'An order must come to at least $0.50.',
  shopClosed: 'This business does not take orders online yet.',
  noPickup: 'This shop does not offer pickup.',
  pickupTime: 'Choose one of the pickup times offered.',
  noShipping: 'This shop does not ship.',
  noDelivery: 'This shop does not deliver.',
  notServed: 'This shop does not deliver to that postal code. Choose pickup or another address.',
  deliveryMinimum: (least: string) => `Delivery needs an order of at least ${least} before tax.`,
};

const fr: typeof en = {
  itemGone: 'Un article de votre commande n’est plus offert. Retirez-le et réessayez.',
  notOffered: (name, how) => `${name} n’est pas offert pour ${HOW.fr[how]}.`,
  chooseOptions: (name) => `Choisissez une option pour chaque choix de ${name}.`,
  soldOut: (name) => `${name} est épuisé.`,
  onlyLeft: (left, name) => `${name} : il n’en reste que ${left}.`,
  soldOutMeanwhile: (name) => `${name} s’est épuisé pendant votre commande. Retirez-le ou réduisez la quantité.`,
  totalTooSmall: 'Une commande doit s’élever à au moins 0,50 $.',
  shopClosed: 'Cette entreprise ne prend pas encore de commandes en ligne.',
  noPickup: 'Cette boutique n’offre pas la cueillette.',
  pickupTime: 'Choisissez une des heures de cueillette offertes.',
  noShipping: 'Cette boutique n’expédie pas.',
  noDelivery: 'Cette boutique ne livre pas.',
  notServed: 'Cette boutique ne livre pas à ce code postal. Choisissez la cueillette ou une autre adresse.',
  deliveryMinimum: (least) => `La livraison demande une commande d’au moins ${least} avant taxes.`,
};

export type CheckoutText = typeof en;
export const CHECKOUT_TEXT: Record<Lang, CheckoutText> = { en, fr };
/** The catalogue in a language as the body names it (anything but 'fr' is English). */
export const checkoutText = (lang: string): CheckoutText => CHECKOUT_TEXT[lang === 'fr' ? 'fr' : 'en'];
