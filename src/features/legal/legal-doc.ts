/** A legal page's text (issue 39): plain paragraphs under headings, the same shape in English and French. Pure. */
export interface LegalDoc {
  title: string;
  description: string;
  sections: { h: string; p: string[] }[];
}

/** The notice at the top of every legal page, in the page's language. */
export const DRAFT_NOTICE = {
  en: 'Draft, not yet reviewed by a lawyer. This text describes what the product does today in plain words; a lawyer must review it, and the parts marked “to be filled in” must be completed, before it binds anyone.',
  fr: 'Ébauche, pas encore révisée par un juriste. Ce texte décrit simplement ce que le produit fait aujourd’hui; un juriste doit le réviser, et les parties marquées « à compléter » doivent être remplies, avant qu’il engage qui que ce soit.',
} as const;
