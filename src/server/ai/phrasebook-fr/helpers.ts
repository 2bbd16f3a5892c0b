/** Builds a French phrasebook from a type's own phrases, the rest from the general one. */
import { general } from './general.ts';
import type { FrCtx, FrLine, FrPhrasebook } from './types.ts';

export type BookParts = Partial<FrPhrasebook> &
  Pick<FrPhrasebook, 'headlines' | 'subheadlines' | 'intro' | 'values' | 'serviceLines' | 'serviceHighlights' | 'team'>;

export function book(parts: BookParts): FrPhrasebook {
  return { ...general, ...parts };
}

/** 'e' when the sub-category is feminine (for adjectives after it). */
export const e = (c: FrCtx) => (c.un === 'une' ? 'e' : '');

export const line =
  (text: string): FrLine =>
  () =>
    text;
