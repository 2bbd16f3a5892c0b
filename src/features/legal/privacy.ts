/**
 * The Privacy Policy (issue 39), English and French (privacy.en.md, privacy.fr.md): what the code collects and keeps
 * today, written plainly for PIPEDA, Quebec's Law 25 and CASL. A draft for a lawyer's review: every fact the repository
 * does not hold (the legal entity, its address, the privacy officer's title, data regions) is marked as still to be
 * filled in.
 */
import { parseLegalDoc, type LegalDoc } from './legal-doc.ts';
import en from './privacy.en.md?raw';
import fr from './privacy.fr.md?raw';

export const PRIVACY: Record<'en' | 'fr', LegalDoc> = { en: parseLegalDoc(en), fr: parseLegalDoc(fr) };
