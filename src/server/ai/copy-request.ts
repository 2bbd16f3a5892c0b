/**
 * What a copywriter is (the request, the interface, its errors). Apart from copywriter.ts, which
 * picks one, so the writers can import this without an import loop.
 */
import type { PageId } from '../../shared/catalogue/catalogue.ts';
import type { SiteCopy } from '../../schemas/site-copy.ts';
import type { SiteLanguage } from '../../shared/languages.ts';

export interface CopyRequest {
  businessName: string;
  overview: string;
  websiteType: string;
  typeName: string;
  /** Sub-category (or the owner's custom niche) as a display name, e.g. 'Coffee Shop'. */
  subCategoryName: string;
  subCategory: string;
  pages: PageId[];
  services: { slug: string; name: string; summary: string }[];
  city: string | null;
  province: string | null;
  /** The street and postal code when the owner gave them (issue 39): the FAQ says where only from these. */
  street?: string | null;
  postalCode?: string | null;
  phone: string;
  email: string;
  /** The draft number: regenerating asks for a fresh take. */
  variant: number;
  /** The language to write in (issue 31); English when not given. */
  language?: SiteLanguage;
}

export interface Copywriter {
  readonly name: 'builtin' | 'openai';
  /** Slow writers run in a background function while the wizard polls (spec §9). */
  readonly slow: boolean;
  write(request: CopyRequest): Promise<SiteCopy>;
}

export type CopyFailure = 'invalid' | 'timeout' | 'unavailable';

/** A copywriter that could not produce valid copy; its message is shown to the owner (§8). */
export class CopyError extends Error {
  constructor(
    readonly reason: CopyFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const COPY_ERROR_MESSAGES: Record<CopyFailure, string> = {
  invalid: 'The AI copywriter did not return usable text for your website. Please regenerate your website.',
  timeout: 'The AI copywriter took too long to answer. Please regenerate your website.',
  unavailable: 'The AI copywriter is not available right now. Please regenerate your website in a few minutes.',
};
