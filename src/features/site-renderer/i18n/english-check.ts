/**
 * A detector for English left on a French page: the page's visible text and the attributes people
 * read (alt, title, aria-label, placeholder, meta content) without the names given (the business's
 * name, street, city, services' names, …), searched for common English words that are not French.
 * Used by the unit tests of French and bilingual sites; it fails on an English sentence (tested).
 */
const ENGLISH_WORDS = new Set(
  (
    'the and with your our we you of is are to us for today this that from call send home about what who how why will can get here there ' +
    'more all it be have has by at not open closed hours monday tuesday wednesday thursday friday saturday sunday email ' +
    'first last name shop events team story welcome skip rights reserved follow required invalid thank thanks sending ' +
    'found sorry try offer see full coming good know often visit touch reach directly opening people behind meet ' +
    'gallery upcoming noon midnight a.m p.m please order prices when they them every each day days week morning evening ' +
    'free quick help answer just need needs made make fresh local business website'
  ).split(' '),
);

const ATTRIBUTES = /\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g;

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ');
}

/** The words people read on a page: text outside tags, scripts and styles, and the readable attributes. */
export function readableText(html: string): string {
  // Code, what screen readers skip (aria-hidden: initials, icons) and what is marked as another
  // language (the switcher's link to the English page, lang="en-CA") are not French text to check.
  const withoutCode = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(\w+)\b[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(\w+)\b(?![^>]*\slang="fr)[^>]*\slang="[^"]*"[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const attributes = [...withoutCode.matchAll(ATTRIBUTES)]
    .map((m) => m[1]!)
    .filter((v) => !/^(https?:|width=|#|[a-z]+_[A-Z]+$|website$|article$|summary_large_image$)/.test(v));
  const text = withoutCode.replace(/<[^>]*>/g, ' ');
  return decode(`${text} ${attributes.join(' ')}`);
}

/** The English words found on a French page once the allowed names are taken out (empty when none). */
export function findEnglishOnFrenchPage(html: string, allowedNames: readonly string[] = []): string[] {
  let text = readableText(html)
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  for (const name of [...allowedNames].sort((a, b) => b.length - a.length)) {
    if (name.trim()) text = text.split(name).join(' ');
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}.]+/u)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
  return [...new Set(words.filter((w) => ENGLISH_WORDS.has(w)))];
}
