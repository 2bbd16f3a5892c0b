/** The shape of the built-in copywriter's phrasebooks: copy written for each business type. */
import type { SiteCopy } from '../../../schemas/site-copy.ts';

/** What every phrase can use: the owner's facts and the chosen sub-category. */
export interface Ctx {
  name: string;
  /** The sub-category (or custom niche) as a proper name, e.g. 'Coffee Shop'. */
  Sub: string;
  /** The same in running text, e.g. 'coffee shop'. */
  sub: string;
  subSlug: string;
  /** ' in Barrhead' when the listing has a city, else ''. */
  inCity: string;
  city: string;
  phone: string;
  /** The FAQ's answer to 'Where are you?' from the address the owner gave, or null without one. */
  where: string | null;
  overview: string;
}

export type Line = (c: Ctx) => string;

export interface ServiceCopy {
  paragraphs: Line[];
  highlights: string[];
}

export interface Phrasebook {
  headlines: Line[];
  subheadlines: Line[];
  primaryCta: string;
  introTitles: Line[];
  aboutTitle: Line;
  about: Line[][];
  mission: Line[];
  values: { title: string; text: Line }[];
  services: Record<string, ServiceCopy>;
  /** Copy for a service the phrasebook does not know (custom niche types). */
  serviceFallback?: (c: Ctx, name: string, summary: string) => ServiceCopy;
  teamIntro: Line;
  team: (c: Ctx) => { role: string; bio: string }[];
  menu?: (c: Ctx) => NonNullable<SiteCopy['menu']>;
  shop?: (c: Ctx) => NonNullable<SiteCopy['shop']>;
  events?: (c: Ctx) => NonNullable<SiteCopy['events']>;
  taglines: Line[];
  contactTitle: string;
  contactIntro: Line;
  cta: { title: Line; text: Line; button: string };
}
