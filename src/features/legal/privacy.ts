/**
 * The Privacy Policy (issue 39), English and French: what the code collects and keeps today, written plainly for
 * PIPEDA, Quebec's Law 25 and CASL. A draft for a lawyer's review: every fact the repository does not hold (the legal
 * entity, its address, the privacy officer's title, data regions) is marked as still to be filled in. Pure data.
 */
import type { LegalDoc } from './legal-doc.ts';

export const PRIVACY: Record<'en' | 'fr', LegalDoc> = {
  en: {
    title: 'Privacy Policy',
    description: 'What Main Street collects, why, for how long, who else handles it and how to have it deleted.',
    sections: [
      { h: 'Who we are', p: [
        'Main Street runs this website, the business directory, the websites it generates and hosts, and the business dashboard.',
        'To be filled in: the legal name of the company that operates Main Street, its registered address and its business number.',
      ] },
      { h: 'The person in charge of your personal information', p: [
        'Our Privacy Officer is responsible for how we protect personal information (PIPEDA) and is the person in charge of the protection of personal information under Quebec’s Law 25. Until another person is designated in writing, this is the highest-ranking officer of the company.',
        'Write to {supportEmail} with “Privacy” in the subject line. To be filled in: the Privacy Officer’s title and a dedicated address, which Law 25 asks us to publish here.',
      ] },
      { h: 'What we collect and why', p: [
        'Your account: business name, email address and password. We keep the password only as a one-way hash (scrypt), never in clear.',
        'Your listing and website: what you enter in the listing form and the website creator (name, category, address, phone, hours, services, photos, logo, texts). Listing details are public in the directory; website content is public once you publish.',
        'Messages and reviews that visitors send to a business: their name, email address, optional phone number and what they wrote. The business receives messages; approved reviews are public with the reviewer’s first name and initial.',
        'Payments: Stripe processes card payments. We never see or store card numbers; we keep Stripe’s customer and subscription references and the amount and status of each invoice.',
        'Visits: websites hosted on Main Street count visits without cookies. For each visit we store the page, the time, the referring site, a device class and a visitor code made from a random value that is deleted after the day, so a visitor cannot be recognised later or on another day. Your IP address is not stored with the visit.',
        'Security: your IP address is kept for up to one day to limit repeated sign-in attempts, reviews and messages (rate limits).',
      ] },
      { h: 'Cookies', p: [
        'We use one sign-in cookie (HttpOnly, so page scripts cannot read it) and one small cookie that only tells pages which menu to show. We use no advertising or tracking cookies.',
      ] },
      { h: 'Who else handles it', p: [
        'Service providers handle data for us: Stripe (payments), our hosting and database providers, our email delivery provider, and, when it is turned on, an AI provider that receives what you type into the website creator and the article and image tools in order to write drafts. They may process data outside Canada, including in the United States.',
        'To be filled in: the names of these providers and the countries where each stores data, as Law 25 asks before information leaves Quebec.',
        'We do not sell personal information.',
      ] },
      { h: 'How long we keep it', p: [
        'Account, listing, website, message and review data: until you delete your account (or the business), then it is deleted from our database.',
        'Sign-up links: 24 hours. Password reset links: 1 hour. Rate-limit records with IP addresses: 1 day. The daily values behind visit codes: deleted after each day.',
        'Payment records: Stripe keeps its own records under its privacy policy. To be confirmed by counsel: how long invoices must be kept for tax purposes.',
      ] },
      { h: 'Your rights: access, correction and deletion', p: [
        'You can see and correct your account, listing and website in your dashboard at any time.',
        'To delete everything: Dashboard, then Your account, then Delete account (your password and the word DELETE). A paid plan is cancelled at Stripe first; a business with a team must be handed to another owner first.',
        'To ask for a copy of your information, a correction, or to withdraw consent, write to the Privacy Officer. We answer within 30 days.',
      ] },
      { h: 'Emails (CASL)', p: [
        'We send emails about your account and business: sign-up and address confirmations, password resets, receipts, new messages and reviews, website alerts, the weekly report and the morning task summary. We do not send marketing emails today; if we ever do, we will ask for your consent first.',
        'Every email has an unsubscribe link that stops all emails from Main Street to that address at once. An email you ask for at that moment (a password reset, an address confirmation) and receipts for payments are still sent.',
      ] },
      { h: 'Security incidents', p: [
        'If a confidentiality incident creates a risk of serious injury, we will notify the people concerned, the Office of the Privacy Commissioner of Canada and, for Quebec residents, the Commission d’accès à l’information du Québec, and keep a register of incidents.',
      ] },
      { h: 'Complaints', p: [
        'Write to the Privacy Officer first. You may also complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca) or, in Quebec, the Commission d’accès à l’information (cai.gouv.qc.ca).',
      ] },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    description: 'Ce que Main Street recueille, pourquoi, combien de temps, qui d’autre y a accès et comment le faire supprimer.',
    sections: [
      { h: 'Qui nous sommes', p: [
        'Main Street exploite ce site, l’annuaire des entreprises, les sites Web qu’il génère et héberge, et le tableau de bord des entreprises.',
        'À compléter : la dénomination de l’entreprise qui exploite Main Street, son adresse et son numéro d’entreprise.',
      ] },
      { h: 'La personne responsable de vos renseignements personnels', p: [
        'Notre responsable de la protection des renseignements personnels veille à la protection de vos renseignements (LPRPDE) et est la personne responsable au sens de la Loi 25 du Québec. Tant qu’une autre personne n’est pas désignée par écrit, il s’agit de la personne ayant la plus haute autorité au sein de l’entreprise.',
        'Écrivez à {supportEmail} avec « Confidentialité » dans l’objet. À compléter : le titre de cette personne et une adresse dédiée, que la Loi 25 nous demande de publier ici.',
      ] },
      { h: 'Ce que nous recueillons et pourquoi', p: [
        'Votre compte : nom de l’entreprise, adresse courriel et mot de passe. Nous ne gardons du mot de passe qu’une empreinte à sens unique (scrypt), jamais le mot de passe lui-même.',
        'Votre fiche et votre site : ce que vous saisissez dans le formulaire de fiche et le créateur de site (nom, catégorie, adresse, téléphone, heures, services, photos, logo, textes). La fiche est publique dans l’annuaire; le site l’est une fois publié.',
        'Les messages et avis que des visiteurs envoient à une entreprise : leur nom, leur courriel, leur téléphone s’ils le donnent et ce qu’ils ont écrit. L’entreprise reçoit les messages; les avis approuvés sont publics avec le prénom et l’initiale de leur auteur.',
        'Les paiements : Stripe traite les paiements par carte. Nous ne voyons ni ne gardons les numéros de carte; nous gardons les références client et abonnement de Stripe ainsi que le montant et l’état de chaque facture.',
        'Les visites : les sites hébergés par Main Street comptent les visites sans témoin (cookie). Pour chaque visite, nous gardons la page, l’heure, le site d’origine, un type d’appareil et un code de visiteur tiré d’une valeur aléatoire supprimée après la journée : un visiteur ne peut donc pas être reconnu plus tard ni un autre jour. Votre adresse IP n’est pas gardée avec la visite.',
        'La sécurité : votre adresse IP est gardée au plus une journée pour limiter les tentatives répétées de connexion, d’avis et de messages.',
      ] },
      { h: 'Témoins (cookies)', p: [
        'Nous utilisons un témoin de connexion (HttpOnly : les scripts des pages ne peuvent pas le lire) et un petit témoin qui indique seulement aux pages quel menu afficher. Aucun témoin publicitaire ni de pistage.',
      ] },
      { h: 'Qui d’autre y a accès', p: [
        'Des fournisseurs traitent des données pour nous : Stripe (paiements), nos fournisseurs d’hébergement et de base de données, notre fournisseur d’envoi de courriels et, lorsqu’il est activé, un fournisseur d’IA qui reçoit ce que vous tapez dans le créateur de site et les outils d’articles et d’images afin d’en rédiger des ébauches. Ils peuvent traiter des données hors du Canada, notamment aux États-Unis.',
        'À compléter : le nom de ces fournisseurs et les pays où chacun garde les données, comme la Loi 25 le demande avant qu’un renseignement quitte le Québec.',
        'Nous ne vendons aucun renseignement personnel.',
      ] },
      { h: 'Combien de temps nous les gardons', p: [
        'Compte, fiche, site, messages et avis : jusqu’à la suppression de votre compte (ou de l’entreprise), puis ils sont supprimés de notre base de données.',
        'Liens d’inscription : 24 heures. Liens de réinitialisation du mot de passe : 1 heure. Traces de limitation avec adresse IP : 1 jour. Valeurs quotidiennes des codes de visiteur : supprimées après chaque journée.',
        'Paiements : Stripe garde ses propres registres selon sa politique de confidentialité. À confirmer par un juriste : la durée de conservation des factures exigée par les lois fiscales.',
      ] },
      { h: 'Vos droits : accès, rectification et suppression', p: [
        'Vous pouvez consulter et corriger votre compte, votre fiche et votre site dans votre tableau de bord en tout temps.',
        'Pour tout supprimer : Tableau de bord, puis Votre compte, puis Supprimer le compte (votre mot de passe et le mot DELETE). Un forfait payant est d’abord annulé chez Stripe; une entreprise qui a une équipe doit d’abord être confiée à un autre propriétaire.',
        'Pour obtenir une copie de vos renseignements, les faire rectifier ou retirer votre consentement, écrivez à la personne responsable. Nous répondons dans les 30 jours.',
      ] },
      { h: 'Courriels (LCAP)', p: [
        'Nous envoyons des courriels au sujet de votre compte et de votre entreprise : confirmations d’inscription et d’adresse, réinitialisations du mot de passe, reçus, nouveaux messages et avis, alertes sur votre site, rapport hebdomadaire et résumé des tâches du matin. Nous n’envoyons aucun courriel de marketing aujourd’hui; si cela change, nous demanderons d’abord votre consentement.',
        'Chaque courriel contient un lien de désabonnement qui arrête d’un coup tous les courriels de Main Street à cette adresse. Un courriel que vous demandez à ce moment-là (réinitialisation, confirmation d’adresse) et les reçus de paiement sont tout de même envoyés.',
      ] },
      { h: 'Incidents de confidentialité', p: [
        'Si un incident de confidentialité présente un risque de préjudice sérieux, nous avisons les personnes concernées, le Commissariat à la protection de la vie privée du Canada et, pour les résidents du Québec, la Commission d’accès à l’information du Québec, et nous tenons un registre des incidents.',
      ] },
      { h: 'Plaintes', p: [
        'Écrivez d’abord à la personne responsable. Vous pouvez aussi porter plainte auprès du Commissariat à la protection de la vie privée du Canada (priv.gc.ca) ou, au Québec, de la Commission d’accès à l’information (cai.gouv.qc.ca).',
      ] },
    ],
  },
};
