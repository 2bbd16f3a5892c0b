/**
 * The cart's words in the page's language (issue 40). The checkout schema and the server write their messages in
 * English (src/schemas/shop-checkout.ts, src/server/shop/): a French page shows the French of each fixed message
 * below; a message naming an item (sold out, not offered this way) stays as the server wrote it. Pure.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';

const en = {
  cart: (n: number) => (n ? `Your order (${n})` : 'Your order'),
  added: (name: string) => `Added to your order: ${name}.`,
  title: 'Your order',
  close: 'Close',
  empty: 'Your order is empty. Add items from the shop.',
  less: (name: string) => `One less ${name}`,
  more: (name: string) => `One more ${name}`,
  remove: (name: string) => `Remove ${name}`,
  quantity: (name: string, n: number) => `${name}: ${n}`,
  subtotal: (amount: string) => `Subtotal (estimate): ${amount}`,
  estimate: 'These prices are estimates. The next page shows the final total with taxes before you pay.',
  how: 'How you get it',
  pickup: 'Pickup',
  delivery: (fee: string) => `Local delivery (${fee})`,
  shipping: (fee: string) => `Shipping (${fee})`,
  deliveryNote: (minimum: string, prefixes: string) =>
    `Delivery to postal codes starting ${prefixes}, for orders of ${minimum} or more before tax.`,
  pickupTime: 'Pickup time',
  asap: 'As soon as it is ready',
  loadingTimes: 'Loading pickup times…',
  timesFailed: 'Pickup times could not be loaded. Check your connection and reopen your order.',
  noTimes: 'No pickup time is open now.',
  street: 'Street address',
  city: 'City',
  province: 'Province or territory',
  postal: 'Postal code',
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  submit: 'Continue to payment',
  sending: 'Placing your order…',
  failed: 'Your order could not be sent. Check your connection and try again; your cart is kept.',
  conflict: 'Your cart is kept: change it and try again.',
  fixFields: 'Check the fields marked below.',
};
export type CartText = typeof en;

const fr: CartText = {
  cart: (n) => (n ? `Votre commande (${n})` : 'Votre commande'),
  added: (name) => `Ajouté à votre commande : ${name}.`,
  title: 'Votre commande',
  close: 'Fermer',
  empty: 'Votre commande est vide. Ajoutez des articles de la boutique.',
  less: (name) => `Un ${name} de moins`,
  more: (name) => `Un ${name} de plus`,
  remove: (name) => `Retirer ${name}`,
  quantity: (name, n) => `${name} : ${n}`,
  subtotal: (amount) => `Sous-total (estimation) : ${amount}`,
  estimate:
    'Ces prix sont des estimations. La page suivante montre le total final, taxes comprises, avant le paiement.',
  how: 'Comment l’obtenir',
  pickup: 'Cueillette',
  delivery: (fee) => `Livraison locale (${fee})`,
  shipping: (fee) => `Expédition (${fee})`,
  deliveryNote: (minimum, prefixes) =>
    `Livraison aux codes postaux commençant par ${prefixes}, pour une commande d’au moins ${minimum} avant taxes.`,
  pickupTime: 'Heure de cueillette',
  asap: 'Dès que c’est prêt',
  loadingTimes: 'Chargement des heures de cueillette…',
  timesFailed: 'Les heures de cueillette n’ont pas pu être chargées. Vérifiez votre connexion et rouvrez la commande.',
  noTimes: 'Aucune heure de cueillette n’est offerte pour le moment.',
  street: 'Adresse',
  city: 'Ville',
  province: 'Province ou territoire',
  postal: 'Code postal',
  name: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone (facultatif)',
  submit: 'Passer au paiement',
  sending: 'Envoi de votre commande…',
  failed: 'Votre commande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez; votre panier est gardé.',
  conflict: 'Votre panier est gardé : modifiez-le et réessayez.',
  fixFields: 'Vérifiez les champs indiqués ci-dessous.',
};

export const CART_TEXT: Record<Lang, CartText> = { en, fr };

/** The French of the schema's and the server's fixed messages. */
const FR_MESSAGES: Record<string, string> = {
  'Name is required': 'Le nom est requis',
  'Email is required': 'Le courriel est requis',
  'Invalid email address': 'Adresse courriel invalide',
  'Phone number may only contain 7 to 20 numbers, spaces, and + - ( )':
    'Le téléphone ne peut contenir que 7 à 20 chiffres, espaces et + - ( )',
  'Street address is required': 'L’adresse est requise',
  'City is required': 'La ville est requise',
  'Choose a province or territory': 'Choisissez une province ou un territoire',
  'Postal code is required': 'Le code postal est requis',
  'Enter a Canadian postal code, such as K1A 0B1': 'Entrez un code postal canadien, par exemple K1A 0B1',
  'Enter the address to deliver or ship to': 'Entrez l’adresse de livraison',
  'Choose pickup, delivery or shipping': 'Choisissez la cueillette, la livraison ou l’expédition',
  'Choose a pickup time': 'Choisissez une heure de cueillette',
  'Your cart is empty': 'Votre commande est vide',
  'Choose one of the pickup times offered.': 'Choisissez une des heures de cueillette offertes.',
  'This shop does not deliver to that postal code. Choose pickup or another address.':
    'Cette boutique ne livre pas à ce code postal. Choisissez la cueillette ou une autre adresse.',
  'This business does not take orders online yet.': 'Cette entreprise ne prend pas encore de commandes en ligne.',
  'An item in your cart is no longer offered. Remove it and try again.':
    'Un article de votre commande n’est plus offert. Retirez-le et réessayez.',
  'Too many orders from this address. Please try again in a few minutes.':
    'Trop de commandes depuis cette adresse. Réessayez dans quelques minutes.',
};

export const messageIn = (lang: Lang, message: string) => (lang === 'fr' ? (FR_MESSAGES[message] ?? message) : message);
