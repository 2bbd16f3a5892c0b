/** The account forms' words for a page in the browser (issue 42): French pages load the French chunk, no other. */
import { accountTextsEn, type AccountTexts } from './account-texts-en.ts';

/** The texts of the page's language (`<html lang>`: 'fr-CA' on French pages). */
export async function loadAccountTexts(htmlLang = document.documentElement.lang): Promise<AccountTexts> {
  return htmlLang.startsWith('fr') ? (await import('./account-texts-fr.ts')).accountTextsFr : accountTextsEn;
}
