/** What an article may say about the business: only these facts, all from the owner's own record. */
import type { TopicFacts } from './topics.ts';

export interface ArticleFacts extends TopicFacts {
  overview: string;
  phone: string | null;
  email: string;
  province: string | null;
  services: { slug: string; name: string; summary: string }[];
  /** Pages of the owner's site an article may link to: site path and label. */
  pages: { path: string; label: string }[];
  /** Opening hours as the site shows them ('Mon–Fri: 8 am – 5 pm'), when the owner gave them. */
  hours: string[];
  /** Questions and answers the owner's site already gives (only from the owner's facts). */
  faq: { question: string; answer: string }[];
}

export interface ArticleRequest {
  topic: string;
  keyword: string;
}
