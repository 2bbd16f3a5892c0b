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
