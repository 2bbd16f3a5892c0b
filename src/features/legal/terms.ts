/**
 * The Terms of Service (issue 39), English and French (terms.en.md, terms.fr.md): how the product works today (plans,
 * billing, failed payments, cancellation, content, reviews), a draft for a lawyer's review; every fact the repository
 * does not hold is marked as still to be filled in. {taxNote} is the one sentence from plans.ts and {freePlan} the
 * free plan's name, filled in by the page.
 */
import { parseLegalDoc, type LegalDoc } from './legal-doc.ts';
import en from './terms.en.md?raw';
import fr from './terms.fr.md?raw';

export const TERMS: Record<'en' | 'fr', LegalDoc> = { en: parseLegalDoc(en), fr: parseLegalDoc(fr) };
