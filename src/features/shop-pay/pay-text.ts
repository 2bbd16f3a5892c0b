/** The pay and confirmation pages' words, in the order's language (issue 40). Pure. */
const en = {
  loading: 'Loading your order…',
  badLink: 'This order link is not valid. Open the link from your order again.',
  loadFailed: 'Your order could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  title: (n: number, business: string) => `Order ${n} at ${business}`,
  payTitle: 'Pay for your order',
  holdNote: (time: string) => `Your items are held until ${time}.`,
  card: 'Card',
  pay: (total: string) => `Pay ${total}`,
  paying: 'Paying…',
  declined:
    'Your card was declined, so nothing was charged. This order is cancelled and its items are back in the shop.',
  failedTitle: 'The payment did not go through',
  failed: 'Nothing was charged, and the items are back in the shop.',
  expiredTitle: 'This order expired',
  expired: 'Its 15-minute hold passed before it was paid. Nothing was charged, and the items are back in the shop.',
  startAgain: 'Start again at the shop',
  thanks: 'Thank you: your order is paid.',
  confirming: 'Your payment is being confirmed. This page updates by itself.',
  paymentsOff: 'Payments are off on this server, so this order cannot be paid here.',
  status: {
    new: 'Paid: the business has your order.',
    accepted: 'Accepted by the business.',
    ready: 'Ready.',
    completed: 'Completed.',
    cancelled: 'Cancelled.',
  } as Record<string, string>,
};

const fr: PayText = {
  loading: 'Chargement de votre commande…',
  badLink: 'Ce lien de commande n’est pas valide. Ouvrez de nouveau le lien de votre commande.',
  loadFailed: 'Votre commande n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  title: (n: number, business: string) => `Commande ${n} chez ${business}`,
  payTitle: 'Payer votre commande',
  holdNote: (time: string) => `Vos articles sont réservés jusqu’à ${time}.`,
  card: 'Carte',
  pay: (total: string) => `Payer ${total}`,
  paying: 'Paiement…',
  declined:
    'Votre carte a été refusée : rien n’a été débité. ' +
    'Cette commande est annulée et ses articles sont remis en vente.',
  failedTitle: 'Le paiement n’a pas abouti',
  failed: 'Rien n’a été débité, et les articles sont remis en vente.',
  expiredTitle: 'Cette commande a expiré',
  expired:
    'Sa réservation de 15 minutes a pris fin avant le paiement. ' +
    'Rien n’a été débité, et les articles sont remis en vente.',
  startAgain: 'Recommencer à la boutique',
  thanks: 'Merci : votre commande est payée.',
  confirming: 'Votre paiement est en cours de confirmation. Cette page se met à jour d’elle-même.',
  paymentsOff: 'Les paiements sont désactivés sur ce serveur : cette commande ne peut pas être payée ici.',
  status: {
    new: 'Payée : le commerce a reçu votre commande.',
    accepted: 'Acceptée par le commerce.',
    ready: 'Prête.',
    completed: 'Terminée.',
    cancelled: 'Annulée.',
  } as Record<string, string>,
};

export type PayText = typeof en;
export const PAY_TEXT: Record<'en' | 'fr', PayText> = { en, fr };
