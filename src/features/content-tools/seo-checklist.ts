/**
 * The SEO checklist beside the article editor (pure): each rule says whether it passes and what to
 * do when it does not. The page's title is the article's only H1; headings in the body start at ##.
 */
import { countWords } from './article-markdown.ts';

export interface ChecklistInput {
  title: string;
  metaDescription: string;
  keyword: string;
  bodyMd: string;
  /** The featured image's alt text, when the article has one. */
  imageAlt?: string | null;
}

export interface ChecklistItem {
  id: 'title-length' | 'meta-description' | 'one-h1' | 'keyword-first-paragraph' | 'alt-text' | 'length';
  label: string;
  ok: boolean;
  hint: string;
}

export const TITLE_RANGE = [30, 60] as const;
export const META_RANGE = [70, 160] as const;

/** Lines outside fenced code blocks (a '#' inside code is not a heading). */
function proseLines(md: string): string[] {
  let fenced = false;
  return md.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced;
  });
}

/** The first paragraph of prose: the first block that is not a heading, image, list or quote. */
export function firstParagraph(md: string): string {
  const blocks = proseLines(md)
    .join('\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks.find((b) => !/^(#{1,6}\s|!\[|[-*+]\s|\d+\.\s|>)/.test(b)) ?? '';
}

export function bodyH1Count(md: string): number {
  return proseLines(md).filter((l) => /^#\s/.test(l.trim()) || /<h1[\s>]/i.test(l)).length;
}

/** Images in the body without alt text: ![](…) (HTML images are shown as text, so never count). */
export function imagesWithoutAlt(md: string): number {
  return [...md.matchAll(/!\[([^\]]*)\]\([^)]*\)/g)].filter((m) => !m[1]!.trim()).length;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function seoChecklist(input: ChecklistInput): ChecklistItem[] {
  const title = input.title.trim();
  const meta = input.metaDescription.trim();
  const keyword = norm(input.keyword);
  const words = countWords(input.bodyMd);
  const missingAlt =
    imagesWithoutAlt(input.bodyMd) +
    (input.imageAlt !== undefined && input.imageAlt !== null && !input.imageAlt.trim() ? 1 : 0);
  return [
    {
      id: 'title-length',
      label: `Title is ${TITLE_RANGE[0]}–${TITLE_RANGE[1]} characters`,
      ok: title.length >= TITLE_RANGE[0] && title.length <= TITLE_RANGE[1],
      hint: `Now ${title.length}. Search results cut titles longer than about ${TITLE_RANGE[1]} characters.`,
    },
    {
      id: 'meta-description',
      label: `Meta description is ${META_RANGE[0]}–${META_RANGE[1]} characters`,
      ok: meta.length >= META_RANGE[0] && meta.length <= META_RANGE[1],
      hint: `Now ${meta.length}. This is the summary search engines show under the title.`,
    },
    {
      id: 'one-h1',
      label: 'One H1 (the title)',
      ok: bodyH1Count(input.bodyMd) === 0,
      hint: 'The title is the page’s heading: start headings in the text at ## .',
    },
    {
      id: 'keyword-first-paragraph',
      label: 'Keyword in the first paragraph',
      ok: keyword.length > 0 && norm(firstParagraph(input.bodyMd)).includes(keyword),
      hint: keyword ? `Use “${input.keyword.trim()}” in the opening paragraph.` : 'Set a keyword for this article.',
    },
    {
      id: 'alt-text',
      label: 'Every image has alt text',
      ok: missingAlt === 0,
      hint: `${missingAlt} image${missingAlt === 1 ? '' : 's'} without a description. Describe each image for people who cannot see it.`,
    },
    {
      id: 'length',
      label: 'Between 800 and 1,200 words',
      ok: words >= 800 && words <= 1200,
      hint: `Now ${words} words.`,
    },
  ];
}
