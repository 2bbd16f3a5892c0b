/**
 * The claim page's words in English and French (issue 42: a French listing and a French claim invitation open
 * /fr/reclamer-fiche/). The English sentences the functions also answer with come from the schemas, so the two
 * never differ; the French page builds its own from the answers' data, and reads the functions' English error
 * messages back into French (`say`). Pure.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';
import { ACCOUNT_PATHS } from '../account-forms/account-paths.ts';
import { NETWORK_ERROR } from '../register/account-api.ts';
import { CLAIM_LINK_INVALID_TEXT, claimLinkSentMessage, claimedMessage } from '../../schemas/listing-claim.ts';
import type { RequestField } from './claim-request.ts';

export interface ClaimTexts {
  lang: Lang;
  title: string;
  description: string;
  heading: string;
  loading: string;
  /** After the business's name, in bold. */
  unclaimed: string;
  waiting: (n: number) => string;
  claimedByOther: (name: string) => string;
  yours: (name: string) => string;
  editInDashboard: string;
  openInbox: string;
  /** The dashboard is in English only: a French page says so after the link. */
  inEnglish: string;
  signIn: { logIn: string; or: string; create: string; loginPath: string; signupPath: string };
  byEmail: string;
  thenAskLink: string;
  sendLink: string;
  sending: string;
  linkSent: (name: string, sent: boolean) => string;
  claimIntro: string;
  thenClaim: string;
  claimButton: (name: string) => string;
  claiming: string;
  claimed: (name: string, waiting: number) => string;
  invalidLink: string;
  request: {
    intro: string;
    then: string;
    pending: (name: string, day: string) => string;
    pendingNext: string;
    refused: (name: string, asked: string, decided: string | null) => string;
    reason: string;
    askAgain: string;
    approved: (day: string) => string;
    labels: Record<RequestField, string>;
    hints: Partial<Record<RequestField, string>>;
    formLabel: string;
    submit: string;
  };
  /** A function's or schema's English message in this page's language (by its code when it names a business). */
  say: (message: string, code?: string) => string;
}

const en: ClaimTexts = {
  lang: 'en',
  title: 'Claim your listing',
  description: "Claim your business's free listing in the Main Street directory.",
  heading: 'Claim your listing',
  loading: 'Checking your claim…',
  unclaimed: ' has a free listing in the Main Street directory that nobody has claimed yet.',
  waiting: (n) =>
    n === 0
      ? 'No messages are waiting.'
      : n === 1
        ? 'One visitor’s message is waiting for the business.'
        : `${n} visitors’ messages are waiting for the business.`,
  claimedByOther: (name) => `${name} has already been claimed by another account.`,
  yours: (name) => `${name} is your listing.`,
  editInDashboard: 'Edit it in your dashboard',
  openInbox: 'Open your inbox',
  inEnglish: '',
  signIn: {
    logIn: 'Log in',
    or: 'or',
    create: 'create a free account',
    loginPath: ACCOUNT_PATHS.en.login,
    signupPath: ACCOUNT_PATHS.en.signup,
  },
  byEmail:
    'To check that it is yours, we email a claim link to the address the directory has for the business (we never ' +
    'show it). Open that link while signed in and press Claim: the listing is yours. Claiming is free.',
  thenAskLink: 'and you come back here to ask for the link.',
  sendLink: 'Email the claim link to the business',
  sending: 'Sending…',
  linkSent: claimLinkSentMessage,
  claimIntro:
    'Claiming it makes it yours: you read its messages in your inbox, reply to reviews and keep its details up to ' +
    'date. It is free.',
  thenClaim: 'and you come back here to claim it.',
  claimButton: (name) => `Claim ${name}`,
  claiming: 'Claiming…',
  claimed: claimedMessage,
  invalidLink: CLAIM_LINK_INVALID_TEXT,
  request: {
    intro:
      'The directory has no email address for the business, so we cannot email it a claim link. Instead, send a ' +
      'request: say your role and give a phone number or website where we can check that you run the business. A ' +
      'Main Street administrator reviews it and we email you the decision. Claiming is free.',
    then: 'and you come back here to send the request.',
    pending: (name, day) => `You asked to claim ${name} on ${day}. Your request is waiting for review.`,
    pendingNext:
      'A Main Street administrator checks the proof you gave. If it holds, the listing becomes yours and appears in ' +
      'your dashboard; if not, this page gives the reason. Either way we email you the decision.',
    refused: (name, asked, decided) =>
      `Your request of ${asked} to claim ${name} was refused${decided ? ` on ${decided}` : ''}.`,
    reason: 'The administrator’s reason:',
    // After a refusal the server takes a new request at once (up to its daily limit per account).
    askAgain: 'You may send a new request now, with a proof that answers the reason.',
    approved: (day) => `An administrator approved your request on ${day}.`,
    labels: {
      role_at_business: 'Your role at the business',
      proof: 'A phone number or website that shows you run it',
      message: 'Anything else the administrator should know (optional)',
    },
    hints: {
      role_at_business: 'For example: owner, manager.',
      proof: 'For example the business’s phone number or its website.',
    },
    formLabel: 'Claim request',
    submit: 'Send the request',
  },
  say: (message) => message,
};

/** The French of the English messages the claim functions and schemas answer with (the page's own are above). */
const FRENCH_MESSAGES: Record<string, string> = {
  [NETWORK_ERROR]: 'Impossible de joindre le serveur. Réessayez dans cinq minutes.',
  [CLAIM_LINK_INVALID_TEXT]:
    'Ce lien de réclamation n’est pas valide ou a expiré. Le prochain message qu’un visiteur envoie à votre fiche ' +
    'en apporte un nouveau.',
  'This claim link is not complete. Open the link from the email again.':
    'Ce lien de réclamation est incomplet. Ouvrez de nouveau le lien du courriel.',
  'This claim link is not valid.': 'Ce lien de réclamation n’est pas valide.',
  'This claim address is not complete. Open the listing and press Claim this listing again.':
    'Cette adresse de réclamation est incomplète. Ouvrez la fiche et appuyez de nouveau sur Réclamer cette fiche.',
  'This listing does not exist. Find your business in the directory.':
    'Cette fiche n’existe pas. Trouvez votre entreprise dans l’annuaire.',
  'This listing has already been claimed.': 'Cette fiche a déjà été réclamée.',
  'The email could not be sent. Please try again in a few minutes.':
    'Le courriel n’a pas pu être envoyé. Réessayez dans quelques minutes.',
  'You sent several claim requests today. Please wait until tomorrow to send another.':
    'Vous avez envoyé plusieurs demandes de réclamation aujourd’hui. Attendez à demain pour en envoyer une autre.',
  'Please log in to continue.': 'Connectez-vous pour continuer.',
  'Say your role at the business (for example: owner).':
    'Indiquez votre rôle dans l’entreprise (par exemple : propriétaire).',
  'Keep your role under 80 characters.': 'Gardez votre rôle sous 80 caractères.',
  'Give a phone number or website where we can check that you run the business.':
    'Donnez un numéro de téléphone ou un site Web où nous pouvons vérifier que vous dirigez l’entreprise.',
  'Keep the phone or website under 200 characters.': 'Gardez le téléphone ou le site Web sous 200 caractères.',
  'The message must be text.': 'Le message doit être du texte.',
  'Keep the message under 1000 characters.': 'Gardez le message sous 1 000 caractères.',
};

/** Messages that name the business are read by their code. */
const FRENCH_BY_CODE: Record<string, string> = {
  has_listing: 'Ce compte a déjà une fiche. Un compte a une seule fiche : réclamez celle-ci depuis un autre compte.',
  already_pending: 'Votre demande pour réclamer cette fiche attend déjà d’être examinée.',
  not_claimable: 'Cette fiche ne se réclame pas par courriel.',
  not_reviewable: 'Cette fiche ne se réclame pas par une demande examinée.',
};

const fr: ClaimTexts = {
  lang: 'fr',
  title: 'Réclamer votre fiche',
  description: 'Réclamez la fiche gratuite de votre entreprise dans l’annuaire Main Street.',
  heading: 'Réclamer votre fiche',
  loading: 'Vérification de votre réclamation…',
  unclaimed: ' a une fiche gratuite dans l’annuaire Main Street que personne n’a encore réclamée.',
  waiting: (n) =>
    n === 0
      ? 'Aucun message n’attend.'
      : n === 1
        ? 'Le message d’un visiteur attend l’entreprise.'
        : `Les messages de ${n} visiteurs attendent l’entreprise.`,
  claimedByOther: (name) => `${name} a déjà été réclamée par un autre compte.`,
  yours: (name) => `${name} est votre fiche.`,
  editInDashboard: 'Modifiez-la dans votre tableau de bord',
  openInbox: 'Ouvrir votre boîte de réception',
  inEnglish: ' (en anglais)',
  signIn: {
    logIn: 'Se connecter',
    or: 'ou',
    create: 'créez un compte gratuit',
    loginPath: ACCOUNT_PATHS.fr.login,
    signupPath: ACCOUNT_PATHS.fr.signup,
  },
  byEmail:
    'Pour vérifier qu’elle est à vous, nous envoyons un lien de réclamation à l’adresse courriel que l’annuaire a ' +
    'pour l’entreprise (nous ne la montrons jamais). Ouvrez ce lien en étant connecté et appuyez sur Réclamer : la ' +
    'fiche est à vous. La réclamation est gratuite.',
  thenAskLink: 'puis revenez ici demander le lien.',
  sendLink: 'Envoyer le lien de réclamation à l’entreprise',
  sending: 'Envoi…',
  linkSent: (name, sent) =>
    sent
      ? `Nous avons envoyé un lien de réclamation pour ${name} à l’adresse que l’annuaire a pour l’entreprise. ` +
        'Ouvrez-le en étant connecté à ce compte : la fiche est à vous dès que vous appuyez sur Réclamer. ' +
        'Le lien fonctionne 30 jours.'
      : `Un lien de réclamation pour ${name} est parti à l’adresse que l’annuaire a pour l’entreprise au cours des ` +
        '30 derniers jours, et il fonctionne encore : ouvrez-le depuis ce courriel en étant connecté à ce compte.',
  claimIntro:
    'La réclamer la rend vôtre : vous lisez ses messages dans votre boîte de réception, répondez aux avis et ' +
    'gardez ses renseignements à jour. C’est gratuit.',
  thenClaim: 'puis revenez ici pour la réclamer.',
  claimButton: (name) => `Réclamer ${name}`,
  claiming: 'Réclamation…',
  claimed: (name, waiting) =>
    `${name} est maintenant votre fiche. ` +
    (waiting === 0
      ? 'Aucun message ne vous attendait.'
      : waiting === 1
        ? 'Un message vous attendait : il est maintenant dans votre boîte de réception.'
        : `${waiting} messages vous attendaient : ils sont maintenant dans votre boîte de réception.`),
  invalidLink: FRENCH_MESSAGES[CLAIM_LINK_INVALID_TEXT]!,
  request: {
    intro:
      'L’annuaire n’a pas d’adresse courriel pour l’entreprise : nous ne pouvons donc pas lui envoyer de lien de ' +
      'réclamation. Envoyez plutôt une demande : indiquez votre rôle et donnez un numéro de téléphone ou un site Web ' +
      'où nous pouvons vérifier que vous dirigez l’entreprise. Un administrateur de Main Street l’examine et nous ' +
      'vous envoyons sa décision par courriel. La réclamation est gratuite.',
    then: 'puis revenez ici envoyer la demande.',
    pending: (name, day) => `Vous avez demandé à réclamer ${name} le ${day}. Votre demande attend d’être examinée.`,
    pendingNext:
      'Un administrateur de Main Street vérifie la preuve que vous avez donnée. Si elle tient, la fiche devient la ' +
      'vôtre et apparaît dans votre tableau de bord; sinon, cette page en donne la raison. Dans les deux cas, nous ' +
      'vous envoyons la décision par courriel.',
    refused: (name, asked, decided) =>
      `Votre demande du ${asked} pour réclamer ${name} a été refusée${decided ? ` le ${decided}` : ''}.`,
    reason: 'La raison de l’administrateur :',
    askAgain: 'Vous pouvez envoyer une nouvelle demande dès maintenant, avec une preuve qui répond à cette raison.',
    approved: (day) => `Un administrateur a approuvé votre demande le ${day}.`,
    labels: {
      role_at_business: 'Votre rôle dans l’entreprise',
      proof: 'Un numéro de téléphone ou un site Web qui montre que vous la dirigez',
      message: 'Autre chose que l’administrateur devrait savoir (facultatif)',
    },
    hints: {
      role_at_business: 'Par exemple : propriétaire, gérant.',
      proof: 'Par exemple le numéro de téléphone de l’entreprise ou son site Web.',
    },
    formLabel: 'Demande de réclamation',
    submit: 'Envoyer la demande',
  },
  say: (message, code) => (code && FRENCH_BY_CODE[code]) || FRENCH_MESSAGES[message] || message,
};

export const CLAIM_TEXTS: Record<Lang, ClaimTexts> = { en, fr };

/** The French messages, for the test that every message the claim schemas can answer has one. */
export const FRENCH_CLAIM_MESSAGES: Readonly<Record<string, string>> = FRENCH_MESSAGES;
