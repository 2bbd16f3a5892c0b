/**
 * The account forms' words in each language, for the pages and the functions (issue 42). The forms' script loads
 * only its page's language (`loadAccountTexts`). Pure.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';
import { accountTextsEn, type AccountTexts } from './account-texts-en.ts';
import { accountTextsFr } from './account-texts-fr.ts';

export { inTextsLanguage, type AccountTexts } from './account-texts-en.ts';
export const ACCOUNT_TEXTS: Record<Lang, AccountTexts> = { en: accountTextsEn, fr: accountTextsFr };
