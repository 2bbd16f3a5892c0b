/**
 * French typography for a French text written with ordinary spaces (issue 31): a non-breaking space
 * (U+00A0) before « : ; ! ? » and inside « », so a line never starts with the sign. Pure.
 */
export const NBSP = '\u00a0';

export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u202f]+([:;!?])(?=\s|$|\)|»)/g, `${NBSP}$1`)
    .replace(/«[ \u202f]+/g, `«${NBSP}`)
    .replace(/[ \u202f]+»/g, `${NBSP}»`);
}
