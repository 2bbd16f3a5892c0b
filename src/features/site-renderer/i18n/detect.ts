/**
 * Which language a short text is in, English or French, from its common words and accents: enough
 * to tell whether the owner wrote their overview in French or English (it is quoted only in the copy
 * of its own language). Pure.
 */
const FRENCH = new Set(
  'le la les des du de et est sont pour avec nous notre nos vous votre vos une un dans sur chaque au aux qui que ce cette ces son sa ses leur leurs pas plus tous toutes depuis chez où été être fait faire bien très aussi mais ou par en à'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the and is are for with we our you your a an in on every to of that this these its their not more all since at where been be made make well very also but or by from it as'.split(
    ' ',
  ),
);

export function frenchScore(text: string): number {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}’']+/u)
    .filter(Boolean);
  let score = 0;
  for (const w of words) {
    if (FRENCH.has(w)) score++;
    if (ENGLISH.has(w)) score--;
    if (/^[ldjmnst]['’]/.test(w) || /[àâçéèêëîïôûùüœ]/.test(w)) score++;
  }
  return score;
}

export function looksFrench(text: string): boolean {
  return frenchScore(text) > 0;
}
