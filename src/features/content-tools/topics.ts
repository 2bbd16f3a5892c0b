/**
 * Topic suggestions for SEO articles, drawn only from what the business told us: its type, its
 * services, its city and the questions its customers ask (the site's FAQ). Pure and deterministic.
 */
export interface TopicFacts {
  name: string;
  /** 'Roofing Contractor', 'Coffee Shop'. */
  subCategoryName: string;
  services: { slug: string; name: string }[];
  city: string | null;
  /** Questions customers ask (the FAQ on the owner's site, the owner's own list). */
  questions: string[];
}

export interface TopicSuggestion {
  topic: string;
  /** The search phrase the article should answer. */
  keyword: string;
  /** Where the idea came from, shown beside it. */
  source: 'business type' | 'service' | 'customer question';
}

const MAX_TOPIC = 140;
const lower = (s: string) => s.trim().toLowerCase();
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

export function suggestTopics(facts: TopicFacts, max = 8): TopicSuggestion[] {
  const sub = lower(facts.subCategoryName) || 'local business';
  const inCity = facts.city ? ` in ${facts.city.trim()}` : '';
  const where = facts.city ? ` ${facts.city.trim()}` : '';
  const out: TopicSuggestion[] = [
    {
      topic: `How to choose ${article(sub)} ${sub}${inCity}`,
      keyword: `${sub}${where}`.trim(),
      source: 'business type',
    },
  ];
  for (const s of facts.services.slice(0, 4)) {
    const service = lower(s.name);
    out.push({
      topic: `What to know before booking ${service}${inCity}`,
      keyword: `${service}${where}`.trim(),
      source: 'service',
    });
  }
  for (const q of facts.questions.slice(0, 6)) {
    const question = q.trim().replace(/\s+/g, ' ');
    // Questions about the business itself ('How can I reach …?') are for its FAQ, not an article.
    const aboutUs =
      question.toLowerCase().includes(facts.name.trim().toLowerCase()) ||
      /^(where are you|how can i reach|how do i contact)/i.test(question);
    if (question.length >= 10 && !aboutUs)
      out.push({ topic: question, keyword: `${sub}${where}`.trim(), source: 'customer question' });
  }
  out.push({
    topic: `Questions to ask ${article(sub)} ${sub} before you start`,
    keyword: sub,
    source: 'business type',
  });
  const seen = new Set<string>();
  return out
    .map((t) => ({ ...t, topic: t.topic.slice(0, MAX_TOPIC), keyword: t.keyword.slice(0, 80) }))
    .filter((t) => !seen.has(lower(t.topic)) && seen.add(lower(t.topic)))
    .slice(0, max);
}
