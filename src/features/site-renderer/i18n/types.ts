/**
 * The fixed texts of a generated website (everything the copywriter does not write): navigation,
 * headings, buttons, the footer, the 404 page, opening hours and the contact form. One catalogue
 * per language (en.ts, fr.ts): adding a language is adding a file and naming it in index.ts.
 */
import type { PageId } from '../../../shared/catalogue/catalogue.ts';
import type { FieldRule } from '../../../schemas/contact.ts';
import type { SiteLanguage } from '../../../shared/languages.ts';
import type { Weekday } from '../../../schemas/seed.ts';

export type { Weekday };

/** The contact form script's messages (the script is served per language: assets/contact.js, assets/contact-fr.js). */
export interface FormTexts {
  demo: string;
  sending: string;
  notSent: string;
  /** Script expressions: `data.firstName`, `d.businessName`, `data.email`, `error.message`, `d.mailTo` are in scope. */
  thanksExpr: string;
  failExpr: string;
}

export interface RendererText {
  lang: SiteLanguage;
  /** <html lang> and hreflang: 'en-CA', 'fr-CA'. */
  htmlLang: string;
  ogLocale: string;
  /** The language's own name, shown in the switcher ('English', 'Français'). */
  name: string;
  /** The switcher link's accessible name, in this language ('Read this page in English'). */
  readIn: string;
  /** The switcher's nav label, in the language of the page it sits on. */
  switcherLabel: string;
  pageLabels: Record<PageId, string>;
  secondCta: Partial<Record<PageId, string>>;
  call: string;
  callWide: string;
  menuButton: string;
  mainNav: string;
  footerNav: string;
  skip: string;
  logoAlt: (name: string) => string;
  ogImageAlt: (name: string) => string;
  previewAlt: (name: string) => string;
  copyright: (year: number, name: string) => string;
  hoursHeading: string;
  follow: string;
  pagesHeading: string;
  contactHeading: string;
  country: string;
  /** ': ' in English, ' : ' (non-breaking space first) in French. */
  colon: string;
  /** ' in Barrhead' after the sub-category in the hero's eyebrow. */
  inCity: (city: string) => string;
  welcome: string;
  aboutName: (name: string) => string;
  whatWeOffer: string;
  ourServices: string;
  fromTheMenu: string;
  seeFullMenu: string;
  whyName: (name: string) => string;
  whatWeStandFor: string;
  gallery: string;
  comingUp: string;
  events: string;
  allEvents: string;
  goodToKnow: string;
  faqTitle: string;
  visitOrGetInTouch: string;
  servicesTitle: string;
  servicesLead: (name: string, city: string | null) => string;
  servicesDescription: (services: string, name: string, tagline: string) => string;
  whatYouCanExpect: string;
  ourMission: string;
  meetTheTeam: string;
  peopleBehind: (name: string) => string;
  ourTeam: string;
  menuTitle: string;
  menuNote: string;
  shopTitle: string;
  sendUsAMessageLink: string;
  callLink: (phoneLink: string) => string;
  toOrder: (how: string) => string;
  /** A bookable service's link to the platform's booking page (issue 41). */
  book: string;
  eventsTitle: string;
  sendUsAMessage: string;
  reachUsDirectly: string;
  notFoundTitle: string;
  notFoundBody: (homeLink: string, phoneLink: string) => string;
  homeLinkText: string;
  notFoundDescription: (name: string) => string;
  crumbHome: string;
  moreAbout: (service: string) => string;
  openingHours: string;
  closed: string;
  days: Record<Weekday, string>;
  formatTime: (hhmm: string) => string;
  /** A phone number as written in this language ('514 555-0123'); English keeps the owner's. */
  phone: (phone: string) => string;
  /** An owner's price as written in this language ('12,50 $'); text that is not a plain price is kept. */
  price: (price: string) => string;
  offerCatalog: string;
  /** The blog beside a live site (articles the owner publishes): the shell around the article's own text. */
  blog: BlogTexts;
  form: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    message: string;
    send: string;
    noscript: string;
    rules: Record<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'message', FieldRule>;
    script: FormTexts;
  };
}

/** The blog's fixed texts (features/content-tools/blog-pages.ts); the articles stay as their owner wrote them. */
export interface BlogTexts {
  title: string;
  lead: (name: string) => string;
  none: string;
  rss: string;
  allArticles: string;
  faq: string;
  /** 'Published November 26, 2026 by Sunrise Café' (the date already formatted). */
  published: (date: string, name: string) => string;
  /** A date as written in this language ('November 26, 2026', '1er décembre 2026'). */
  date: (iso: string) => string;
  feedTitle: (name: string) => string;
}
