/**
 * English left on a French platform page (issue 31), with the generated sites' detector
 * (findEnglishOnFrenchPage): what is the page's own is taken out first. Names (marked translate="no", or
 * data-name in an island: businesses' and reviewers' names) and what owners and visitors wrote (marked data-own-text: a description, reviews,
 * replies, which stay in the language they were written in), including the start of such a text that a
 * meta description quotes. What is marked as another language (lang="en-CA") the detector skips. Pure.
 */
import { findEnglishOnFrenchPage } from '../site-renderer/i18n/english-check.ts';

/** Words on the detector's English list that are French words too ("un annuaire local"). */
const FRENCH_TOO = new Set(['local']);
// translate="no" in Astro components; data-name in islands (preact/compat does not render translate).
const NAME = /<(\w+)\b[^>]*\s(?:translate="no"|data-name\b)[^>]*>([\s\S]*?)<\/\1>/g;
const OWN_TEXT = /<(\w+)\b[^>]*\sdata-own-text\b[^>]*>([\s\S]*?)<\/\1>/g;

function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x27;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text and each of its word-by-word beginnings of 12 characters or more (longest first). */
function withBeginnings(text: string): string[] {
  const words = text.split(' ');
  return words.map((_, i) => words.slice(0, words.length - i).join(' ')).filter((p) => p.length >= 12);
}

/** The English words on a French page outside names and what owners and visitors wrote (empty when none). */
export function englishOnFrenchPage(html: string): string[] {
  const names = [...html.matchAll(NAME)].map((m) => textOf(m[2]!)).filter(Boolean);
  const written = [...html.matchAll(OWN_TEXT)].map((m) => textOf(m[2]!)).filter(Boolean);
  const page = html.replace(OWN_TEXT, ' ');
  const allowed = [...names, ...written.flatMap(withBeginnings)];
  return findEnglishOnFrenchPage(page, allowed).filter((w) => !FRENCH_TOO.has(w));
}
