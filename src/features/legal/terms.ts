/**
 * The Terms of Service (issue 39), English and French: how the product works today (plans, billing, what happens when
 * a payment fails or a plan is cancelled, content, reviews), as a draft for a lawyer's review; every fact the
 * repository does not hold is marked as still to be filled in. {taxNote} is the one sentence from plans.ts and
 * {freePlan} the free plan's name. Pure data.
 */
import type { LegalDoc } from './legal-doc.ts';

export const TERMS: Record<'en' | 'fr', LegalDoc> = {
  en: {
    title: 'Terms of Service',
    description: 'The terms for using Main Street: accounts, plans and billing, your content, reviews and messages.',
    sections: [
      { h: 'Who you are dealing with', p: [
        'These terms are an agreement between you and the company that operates Main Street. To be filled in: its legal name, registered address and business number.',
      ] },
      { h: 'Your account', p: [
        'Give true details, keep your password to yourself and tell us at {supportEmail} if you think someone else used your account. You are responsible for what the people you invite to your team do in your business’s account.',
      ] },
      { h: 'Plans and billing', p: [
        'The {freePlan} plan is free. Paid plans are billed monthly in Canadian dollars by card through Stripe, on the same day each month, until you cancel. {taxNote}',
        'You can change or cancel your plan at any time in the billing portal (Dashboard, Manage plan and billing). A cancelled plan stays active until the end of the period already paid for.',
        'If a renewal payment fails, your account returns to the free plan and your published website stops being served until a payment goes through. A receipt is emailed after every paid invoice.',
        'To be filled in: the refund policy.',
      ] },
      { h: 'Your content', p: [
        'What you put on Main Street (texts, photos, logos, listing details) stays yours. You let us store, show and copy it as needed to run the directory, host your website and back it up.',
        'Website texts, articles and images drafted by the product are starting points written from what you told us. Read them before you publish: you are responsible for what your website and listing say.',
        'Do not upload what you have no right to use, or anything unlawful, misleading or harmful.',
      ] },
      { h: 'Reviews and messages', p: [
        'Reviews must describe a real experience with the business. We may hold a review for moderation, refuse it or remove it, and we tell its author why. Businesses may reply publicly.',
        'Messages sent through a listing or a website go to the business; do not use them for spam.',
      ] },
      { h: 'The service', p: [
        'We work to keep Main Street and the websites it hosts available, and we check hosted websites every hour, but we cannot promise that the service will never be interrupted.',
        'To be written by counsel: limits of liability and warranties, within what Canadian and Quebec consumer law allows.',
      ] },
      { h: 'Ending', p: [
        'You can delete your account at any time from your dashboard (Your account). We may suspend an account that breaks these terms, and we will tell you why.',
      ] },
      { h: 'Changes and governing law', p: [
        'We will email account owners before a change to these terms takes effect.',
        'To be filled in: the province whose laws govern these terms, together with the laws of Canada that apply there. Nothing here limits your rights under Quebec’s Consumer Protection Act or any other law that protects you.',
      ] },
    ],
  },
  fr: {
    title: 'Conditions d’utilisation',
    description: 'Les conditions d’utilisation de Main Street : comptes, forfaits et facturation, votre contenu, avis et messages.',
    sections: [
      { h: 'Avec qui vous faites affaire', p: [
        'Ces conditions sont une entente entre vous et l’entreprise qui exploite Main Street. À compléter : sa dénomination, son adresse et son numéro d’entreprise.',
      ] },
      { h: 'Votre compte', p: [
        'Donnez des renseignements exacts, gardez votre mot de passe pour vous et écrivez-nous à {supportEmail} si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous répondez de ce que font les membres de votre équipe dans le compte de votre entreprise.',
      ] },
      { h: 'Forfaits et facturation', p: [
        'Le forfait {freePlan} est gratuit. Les forfaits payants sont facturés chaque mois en dollars canadiens, par carte par l’intermédiaire de Stripe, le même jour chaque mois, jusqu’à leur annulation. {taxNote}',
        'Vous pouvez changer ou annuler votre forfait en tout temps dans le portail de facturation (Tableau de bord, Gérer le forfait et la facturation). Un forfait annulé reste actif jusqu’à la fin de la période déjà payée.',
        'Si le paiement d’un renouvellement échoue, votre compte revient au forfait gratuit et votre site publié n’est plus servi jusqu’à ce qu’un paiement passe. Un reçu est envoyé par courriel après chaque facture payée.',
        'À compléter : la politique de remboursement.',
      ] },
      { h: 'Votre contenu', p: [
        'Ce que vous mettez sur Main Street (textes, photos, logos, renseignements de la fiche) reste à vous. Vous nous permettez de le garder, de l’afficher et de le copier autant que nécessaire pour faire fonctionner l’annuaire, héberger votre site et le sauvegarder.',
        'Les textes, articles et images rédigés par le produit sont des points de départ tirés de ce que vous nous avez dit. Relisez-les avant de publier : vous répondez de ce que disent votre site et votre fiche.',
        'Ne téléversez rien que vous n’avez pas le droit d’utiliser, ni rien d’illégal, de trompeur ou de nuisible.',
      ] },
      { h: 'Avis et messages', p: [
        'Un avis doit décrire une expérience réelle avec l’entreprise. Nous pouvons retenir un avis pour modération, le refuser ou le retirer, et nous en donnons la raison à son auteur. Les entreprises peuvent répondre publiquement.',
        'Les messages envoyés par une fiche ou un site vont à l’entreprise; ne les utilisez pas pour des pourriels.',
      ] },
      { h: 'Le service', p: [
        'Nous travaillons à garder Main Street et les sites qu’il héberge disponibles, et nous vérifions les sites hébergés chaque heure, mais nous ne pouvons pas promettre que le service ne sera jamais interrompu.',
        'À rédiger par un juriste : les limites de responsabilité et les garanties, dans ce que permettent les lois canadiennes et québécoises sur la protection du consommateur.',
      ] },
      { h: 'Fin de l’entente', p: [
        'Vous pouvez supprimer votre compte en tout temps depuis votre tableau de bord (Votre compte). Nous pouvons suspendre un compte qui enfreint ces conditions, et nous vous dirons pourquoi.',
      ] },
      { h: 'Modifications et droit applicable', p: [
        'Nous écrirons aux propriétaires de compte avant qu’une modification de ces conditions prenne effet.',
        'À compléter : la province dont les lois régissent ces conditions, avec les lois fédérales qui s’y appliquent. Rien ici ne limite vos droits selon la Loi sur la protection du consommateur du Québec ou toute autre loi qui vous protège.',
      ] },
    ],
  },
};
