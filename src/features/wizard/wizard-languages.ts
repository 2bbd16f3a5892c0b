/**
 * The creator's language question (issue 31): English, French or both, the first one first. The
 * owner's own choice is kept in the wizard's saved data; until they choose, the default follows the
 * business's province (Quebec: French first, with English). Pure; unit-tested.
 */
import { LANGUAGE_CHOICES, defaultLanguageChoice, type LanguageChoice } from '../../shared/languages.ts';

/** The four answers, in the order shown; each label in its own first language. */
export const LANGUAGE_OPTIONS: readonly { value: LanguageChoice; label: string; hint: string }[] = [
  { value: 'en', label: 'English', hint: 'One website in English.' },
  { value: 'fr', label: 'Français', hint: 'Un site entièrement en français.' },
  {
    value: 'en-fr',
    label: 'English and French (English first)',
    hint: 'English pages, with the French ones under /fr/.',
  },
  {
    value: 'fr-en',
    label: 'Français et anglais (français d’abord)',
    hint: 'Pages en français, les pages anglaises sous /en/.',
  },
];

export const LANGUAGE_QUESTION = 'Which language should your website speak?';
export const QUEBEC_NOTE =
  'Your business is in Quebec, so your website starts in French first, with English too. You can change this.';

/** A saved answer, or '' (not chosen yet) for anything else. */
export function savedLanguageChoice(value: unknown): LanguageChoice | '' {
  return typeof value === 'string' && (LANGUAGE_CHOICES as readonly string[]).includes(value)
    ? (value as LanguageChoice)
    : '';
}

/** The answer in force: the owner's own, else the default for the business's province (code, e.g. 'QC'). */
export function languageChoiceFor(
  chosen: LanguageChoice | '',
  provinceCode: string | null | undefined,
): LanguageChoice {
  return chosen || defaultLanguageChoice(provinceCode);
}
