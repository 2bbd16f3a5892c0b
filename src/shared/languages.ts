/**
 * The languages a generated website (and the platform) can speak. A website has one or two; the
 * first is its main language (served at the root), the second under /fr/ or /en/.
 */
export const SITE_LANGUAGES = ['en', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The wizard's choice: one language, or both with the first one first. */
export const LANGUAGE_CHOICES = ['en', 'fr', 'en-fr', 'fr-en'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', fr: 'Français' };

export function languagesOf(choice: LanguageChoice): SiteLanguage[] {
  return choice.split('-') as SiteLanguage[];
}

export function choiceOf(languages: readonly SiteLanguage[]): LanguageChoice {
  return languages.join('-') as LanguageChoice;
}

/** Quebec businesses start bilingual, French first (Charter of the French language); others in English. */
export function defaultLanguageChoice(provinceCode: string | null | undefined): LanguageChoice {
  return provinceCode?.toUpperCase() === 'QC' ? 'fr-en' : 'en';
}
