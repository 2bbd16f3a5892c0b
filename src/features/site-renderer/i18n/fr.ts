/**
 * The generated website's fixed texts in Canadian French, written for French (not translated word
 * for word): OQLF typography (non-breaking spaces before : ; ! ? and inside « »), 24-hour times
 * (9 h 30), prices as 12,50 $, phone numbers as 514 555-0123.
 */
import { CONTACT_LIMITS, MESSAGE_FIELD_RULES } from '../../../schemas/contact.ts';
import { NBSP, formatPhoneFr, formatTimeFr, frenchPrice, frenchTypography as ty } from './french-format.ts';
import type { RendererText } from './types.ts';

/** 'de Sunrise' / "d'Aurore": the French preposition before a name, elided before a vowel. */
export const deName = (name: string) => (/^[aeiouyhàâéèêëîïôöûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`);

const required = (what: string) => ty(`${what} est obligatoire.`);

const FR_DATE = new Intl.DateTimeFormat('fr-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/Toronto',
});

export const fr: RendererText = {
  lang: 'fr',
  htmlLang: 'fr-CA',
  ogLocale: 'fr_CA',
  name: 'Français',
  readIn: 'Lire cette page en français',
  switcherLabel: 'Langue',
  pageLabels: {
    home: 'Accueil',
    services: 'Services',
    about: 'À propos',
    team: 'Équipe',
    shop: 'Boutique',
    events: 'Événements',
    menu: 'Menu',
    contact: 'Contact',
  },
  secondCta: {
    menu: 'Voir le menu',
    services: 'Découvrir nos services',
    shop: 'Visiter la boutique',
    events: 'Nos prochains événements',
    about: 'Notre histoire',
  },
  call: 'Appeler',
  callWide: '',
  menuButton: 'Menu',
  mainNav: 'Navigation principale',
  footerNav: 'Pied de page',
  skip: 'Aller au contenu',
  logoAlt: (name) => `Logo ${deName(name)}`,
  ogImageAlt: (name) => `La page d’accueil du site ${deName(name)}`,
  previewAlt: (name) => `Aperçu du site ${deName(name)}`,
  copyright: (year, name) => `© ${year} ${name}. Tous droits réservés.`,
  hoursHeading: 'Heures d’ouverture',
  follow: 'Suivez-nous',
  pagesHeading: 'Pages',
  contactHeading: 'Nous joindre',
  country: 'Canada',
  colon: `${NBSP}: `,
  inCity: (city) => ` à ${city}`,
  welcome: 'Bienvenue',
  aboutName: (name) => `Découvrir ${name}`,
  whatWeOffer: 'Ce que nous proposons',
  ourServices: 'Nos services',
  fromTheMenu: 'Au menu',
  seeFullMenu: 'Voir tout le menu',
  whyName: (name) => `Pourquoi choisir ${name}`,
  whatWeStandFor: 'Ce qui nous tient à cœur',
  gallery: 'Galerie',
  comingUp: 'À venir',
  events: 'Événements',
  allEvents: 'Tous les événements',
  goodToKnow: 'Bon à savoir',
  faqTitle: 'Les questions qu’on nous pose souvent',
  visitOrGetInTouch: 'Venez nous voir ou écrivez-nous',
  servicesTitle: 'Services',
  servicesLead: (name, city) =>
    `Ce que ${name} peut faire pour vous, ${city ? `à ${city} et dans les environs` : 'près de chez vous'}.`,
  servicesDescription: (services, name, tagline) => `${services}, chez ${name}. ${tagline}`,
  whatYouCanExpect: 'Ce qui vous attend',
  ourMission: 'Notre mission',
  meetTheTeam: 'Notre équipe',
  peopleBehind: (name) => `Les gens derrière ${name}`,
  ourTeam: 'Notre équipe',
  menuTitle: 'Menu',
  menuNote: 'Prix en dollars canadiens. Merci de nous signaler vos allergies au moment de commander.',
  shopTitle: 'Boutique',
  sendUsAMessageLink: 'écrivez-nous',
  callLink: (phoneLink) => `appelez-nous au ${phoneLink}`,
  toOrder: (how) => `Pour commander, ${how}${NBSP}: nous préparerons votre commande.`,
  book: 'Réserver',
  eventsTitle: 'Événements',
  sendUsAMessage: 'Écrivez-nous',
  reachUsDirectly: 'Pour nous joindre directement',
  notFoundTitle: 'Page introuvable',
  notFoundBody: (home, phone) =>
    `Désolés, cette page n’existe pas. Retournez à la ${home} ou appelez-nous au ${phone}.`,
  homeLinkText: 'page d’accueil',
  notFoundDescription: (name) => `Page introuvable sur le site ${deName(name)}.`,
  crumbHome: 'Accueil',
  moreAbout: (service) => `En savoir plus${NBSP}: ${service}`,
  openingHours: 'Heures d’ouverture',
  closed: 'Fermé',
  days: {
    monday: 'lundi',
    tuesday: 'mardi',
    wednesday: 'mercredi',
    thursday: 'jeudi',
    friday: 'vendredi',
    saturday: 'samedi',
    sunday: 'dimanche',
  },
  formatTime: formatTimeFr,
  phone: formatPhoneFr,
  price: frenchPrice,
  offerCatalog: 'Services',
  blog: {
    title: 'Articles',
    lead: (name) => `Conseils et réponses ${deName(name)}.`,
    none: 'Aucun article pour le moment.',
    rss: 'Fil RSS',
    allArticles: 'Tous les articles',
    faq: 'Questions fréquentes',
    published: (date, name) => `Publié le ${date} par ${name}`,
    // '1er décembre 2026': the first of the month is an ordinal in French.
    date: (iso) => FR_DATE.format(new Date(iso)).replace(/^1 /, '1er '),
    feedTitle: (name) => `${name}${NBSP}: articles`,
  },
  form: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone (facultatif)',
    message: 'Message',
    send: 'Envoyer le message',
    noscript: 'Ce formulaire a besoin de JavaScript. Appelez-nous ou écrivez-nous par courriel.',
    rules: {
      firstName: {
        ...MESSAGE_FIELD_RULES.firstName,
        required: required('Le prénom'),
        maxMessage: `Le prénom doit compter au plus ${CONTACT_LIMITS.name} caractères.`,
      },
      lastName: {
        ...MESSAGE_FIELD_RULES.lastName,
        required: required('Le nom'),
        maxMessage: `Le nom doit compter au plus ${CONTACT_LIMITS.name} caractères.`,
      },
      email: {
        ...MESSAGE_FIELD_RULES.email,
        required: required('Le courriel'),
        maxMessage: 'Adresse courriel non valide.',
        patternMessage: 'Adresse courriel non valide.',
      },
      phoneNumber: {
        ...MESSAGE_FIELD_RULES.phoneNumber,
        maxMessage: `Le numéro de téléphone doit compter au plus ${CONTACT_LIMITS.phone} caractères.`,
        patternMessage:
          'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et les symboles +, -, (, ).',
      },
      message: {
        ...MESSAGE_FIELD_RULES.message,
        required: required('Le message'),
        maxMessage: `Le message doit compter au plus ${CONTACT_LIMITS.message} caractères.`,
      },
    },
    script: {
      demo: 'Ce site est un exemple créé avec Main Street : ce message n’a donc été envoyé nulle part.'.replace(
        ' :',
        `${NBSP}:`,
      ),
      sending: 'Envoi en cours…',
      notSent: 'non envoyé',
      thanksExpr: `'Merci, ' + data.firstName + '${NBSP}! Votre message a été envoyé à ' + d.businessName + '. Nous répondrons à ' + data.email + ' sous peu.'`,
      failExpr: `'Votre message n’a pas pu être envoyé pour le moment (' + error.message + '). Réessayez, ou écrivez à ' + d.mailTo + '.'`,
    },
  },
};
