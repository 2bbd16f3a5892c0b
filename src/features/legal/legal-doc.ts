/**
 * The legal pages' text (issue 39): plain paragraphs under headings, the same shape in English and French, written in
 * Markdown files beside this one (`# title`, the description, then `## heading` and paragraphs). Pure.
 */
export interface LegalDoc {
  title: string;
  description: string;
  sections: { h: string; p: string[] }[];
}

/** Reads one legal Markdown file: its title, its first paragraph as the description, and its sections. */
export function parseLegalDoc(markdown: string): LegalDoc {
  const blocks = markdown
    .trim()
    .split(/\n{2,}/)
    .map((b) => b.replace(/\s*\n\s*/g, ' ').trim());
  const [title, description, ...rest] = blocks;
  if (!title?.startsWith('# ') || !description) throw new Error('A legal page starts with "# Title" and a description');
  const sections: LegalDoc['sections'] = [];
  for (const block of rest) {
    if (block.startsWith('## ')) sections.push({ h: block.slice(3), p: [] });
    else sections.at(-1)?.p.push(block);
  }
  return { title: title.slice(2), description, sections };
}

/** The notice at the top of every legal page, in the page's language. */
export const DRAFT_NOTICE = {
  en:
    'Draft, not yet reviewed by a lawyer. This text describes what the product does today in plain words; a lawyer ' +
    'must review it, and the parts marked “to be filled in” must be completed, before it binds anyone.',
  fr:
    'Ébauche, pas encore révisée par un juriste. Ce texte décrit simplement ce que le produit fait aujourd’hui; un ' +
    'juriste doit le réviser, et les parties marquées « à compléter » doivent être remplies, avant qu’il engage qui ' +
    'que ce soit.',
} as const;
