// The sentence scan behind offer-truth.test.ts: a sentence that names a built tool and says it is still to come.
import type { OfferTool } from '../../src/shared/offer.ts';

const NOT_YET =
  /\b(coming|soon|not available yet|not built yet|planned)\b|bientôt|à venir|pas encore (disponible|offert)/i;

/** Sentences of text (HTML tags, code quotes and line breaks end one too). */
function sentences(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, '\n')
    .split(/(?<=[.!?])\s+|\n|['`"]\s*[,;)\]}]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Plan names contain tool words ('Web Hosting & AI Design'): a plan is not a tool.
const PLAN_NAMES = /web hosting (&|&amp;) ai design|complete plan/gi;

/** Each sentence that names one of the tools (by name or alias) and calls it coming, soon or not available yet. */
export function findComingClaims(text: string, tools: readonly OfferTool[]): string[] {
  const names = tools.flatMap((t) => [t.name.toLowerCase(), ...(t.aliases ?? [])]);
  const named = new RegExp(`\\b(${names.map(escapeRegExp).join('|')})`, 'i'); // 'seo article' finds 'SEO articles' too
  return sentences(text).filter((s) => NOT_YET.test(s) && named.test(s.replace(PLAN_NAMES, '')));
}
