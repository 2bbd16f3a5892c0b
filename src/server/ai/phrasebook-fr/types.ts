/** The shape of the French built-in copywriter's phrasebooks: copy written in French for each business type. */
import type { SiteCopy } from '../../../schemas/site-copy.ts';

/** What every French phrase can use: the owner's facts and the chosen sub-category, with its gender. */
export interface FrCtx {
  name: string;
  /** The sub-category in French as a proper name, e.g. 'Café-boulangerie'. */
  Sub: string;
  /** The same in running text, e.g. 'café-boulangerie'. */
  sub: string;
  /** 'un' or 'une' for the sub-category. */
  un: string;
  /** 'votre' never changes; 'notre' neither: only articles agree. 'le', 'la' or 'l’'. */
  le: string;
  subSlug: string;
  /** ' à Barrhead' when the listing has a city, else ''. */
  aCity: string;
  city: string;
  /** The phone number written the French way (514 555-0123). */
  phone: string;
  /** « Où êtes-vous situés ? » answered from the address the owner gave, or null without one. */
  where: string | null;
  /** The owner's overview when they wrote it in French, else null (it is never translated by guesswork). */
  overview: string | null;
  /** 'de Sunrise' or 'd’Aurore'. */
  de: string;
}

export type FrLine = (c: FrCtx) => string;

export interface FrServiceCopy {
  paragraphs: FrLine[];
  highlights: string[];
}

export interface FrPhrasebook {
  headlines: FrLine[];
  subheadlines: FrLine[];
  primaryCta: string;
  introTitles: FrLine[];
  /** Two or three sentences that introduce the business without the owner's overview. */
  intro: FrLine[];
  aboutTitle: FrLine;
  about: FrLine[][];
  mission: FrLine[];
  values: { title: string; text: FrLine }[];
  /** Paragraphs and highlights by service slug; others get the type's templates (serviceLines). */
  services: Record<string, FrServiceCopy>;
  serviceLines: ((c: FrCtx, service: string) => string)[];
  serviceHighlights: string[];
  teamIntro: FrLine;
  team: (c: FrCtx) => { role: string; bio: string }[];
  menu?: (c: FrCtx) => NonNullable<SiteCopy['menu']>;
  shop?: (c: FrCtx) => NonNullable<SiteCopy['shop']>;
  events?: (c: FrCtx) => NonNullable<SiteCopy['events']>;
  taglines: FrLine[];
  contactTitle: string;
  contactIntro: FrLine;
  cta: { title: FrLine; text: FrLine; button: string };
}
