/** Small text helpers both built-in copywriters (English and French) share. Pure. */

/** Small stable hash (FNV-1a) so the same business gets the same words for the same draft. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** The owner's overview as a sentence: capitalised, ending with punctuation. */
export function asSentence(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?)…]$/.test(capital) ? capital : `${capital}.`;
}

/** Cuts at a word boundary to at most `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,;:.]+$/, '')}…`;
}

/** What the copy may say about where the business is: only the address the owner gave (issue 39). */
export interface GivenPlace {
  street?: string | null;
  city: string | null;
  province: string | null;
  postalCode?: string | null;
}

/** The FAQ's 'Where are you?' in English, or null without an address. */
export function whereAnswer(p: GivenPlace, phone: string): string | null {
  if (!p.city) return null;
  const town = [p.city, p.province].filter(Boolean).join(', ');
  if (!p.street) return `We are in ${town}. Call ${phone} for directions.`;
  const line = `${p.street}, ${town}${p.postalCode ? ` ${p.postalCode}` : ''}`;
  return `We are at ${line}. Call ${phone} for directions.`;
}

/** The same in French (Quebec style: 'Ottawa (Ontario)'), with the phone as the French copy writes it. */
export function whereAnswerFr(p: GivenPlace, phone: string): string | null {
  if (!p.city) return null;
  const town = p.province ? `${p.city} (${p.province})` : p.city;
  if (!p.street) return `Nous sommes à ${town}. Appelez-nous au ${phone} pour savoir comment vous y rendre.`;
  const line = `${p.street}, ${town}${p.postalCode ? ` ${p.postalCode}` : ''}`;
  return `Notre adresse : ${line}. Appelez-nous au ${phone} pour savoir comment vous y rendre.`;
}
