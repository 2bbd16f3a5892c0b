/** The renderer's text catalogues by language. */
import type { SiteLanguage } from '../../../shared/languages.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import type { RendererText } from './types.ts';

export type { RendererText } from './types.ts';

export const TEXTS: Record<SiteLanguage, RendererText> = { en, fr };
