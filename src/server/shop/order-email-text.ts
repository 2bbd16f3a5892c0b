/**
 * The words of the order emails (issue 40) in English and French, each sent in the order's language. Kept beside
 * the order emails rather than in the business mail catalogue: most go to customers, not businesses. Pure data.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';

type Vars = { n: string; business: string };

export const ORDER_MAIL = {
  en: {
    whyCustomer: (business: string) =>
      `You receive this email because you ordered from ${business} through Main Street.`,
    whyBusiness: 'You receive this email because your business takes orders through Main Street.',
    placedSubject: ({ n, business }: Vars) => `Your order ${n} from ${business}`,
    placedHello: (name: string, business: string) =>
      `Thank you, ${name}. ${business} has your order and your payment. Here is your receipt.`,
    seeOrder: 'See your order',
    newSubject: ({ n }: Vars, total: string) => `New order ${n}: ${total}`,
    newBody: (customer: string, how: string) => `${customer} placed an order. ${how}`,
    openOrders: 'Open your orders to accept it',
    readySubject: ({ n }: Vars) => `Your order ${n} is ready for pickup`,
    readyBody: (business: string) => `${business} has your order ready. Bring your order number when you pick it up.`,
    outSubject: ({ n }: Vars) => `Your order ${n} is on its way`,
    outBody: (business: string) => `${business} has sent your order on its way.`,
    refundSubject: ({ n, business }: Vars, amount: string) => `${business} refunded ${amount} on your order ${n}`,
    cancelSubject: ({ n, business }: Vars) => `${business} cancelled your order ${n}`,
    refundBody: (amount: string) =>
      `${amount} is refunded to the card you paid with. Card refunds usually appear within 5 to 10 business days.`,
    cancelBody: 'Your order was cancelled and will not be prepared.',
  },
  fr: {
    whyCustomer: (business: string) =>
      `Vous recevez ce courriel parce que vous avez passé une commande chez ${business} par Main Street.`,
    whyBusiness: 'Vous recevez ce courriel parce que votre entreprise prend des commandes par Main Street.',
    placedSubject: ({ n, business }: Vars) => `Votre commande ${n} chez ${business}`,
    placedHello: (name: string, business: string) =>
      `Merci, ${name}. ${business} a reçu votre commande et votre paiement. Voici votre reçu.`,
    seeOrder: 'Voir votre commande',
    newSubject: ({ n }: Vars, total: string) => `Nouvelle commande ${n}\u00a0: ${total}`,
    newBody: (customer: string, how: string) => `${customer} a passé une commande. ${how}`,
    openOrders: 'Ouvrir vos commandes pour l’accepter',
    readySubject: ({ n }: Vars) => `Votre commande ${n} est prête pour la cueillette`,
    readyBody: (business: string) =>
      `${business} a préparé votre commande. Ayez votre numéro de commande en main à la cueillette.`,
    outSubject: ({ n }: Vars) => `Votre commande ${n} est en route`,
    outBody: (business: string) => `${business} a expédié votre commande.`,
    refundSubject: ({ n, business }: Vars, amount: string) =>
      `${business} vous a remboursé ${amount} sur la commande ${n}`,
    cancelSubject: ({ n, business }: Vars) => `${business} a annulé votre commande ${n}`,
    refundBody: (amount: string) =>
      `${amount} est remboursé sur la carte utilisée pour payer. ` +
      `Un remboursement paraît d’habitude sur le relevé en 5 à 10 jours ouvrables.`,
    cancelBody: 'Votre commande a été annulée et ne sera pas préparée.',
  },
} as const satisfies Record<Lang, Record<string, unknown>>;
