/**
 * The one copywriter interface: something that writes a website's words from the owner's facts.
 * OpenAI (or any OpenAI-compatible server) when OPENAI_API_KEY is set, else the built-in writer.
 */
import type { PageId } from '../../shared/catalogue/catalogue.ts';
import type { SiteCopy } from '../../schemas/site-copy.ts';
import { getEnv } from '../env.ts';
import { builtinCopywriter } from './builtin.ts';
import { openAiCopywriter } from './openai.ts';

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
  phone: string;
  email: string;
  /** The draft number: regenerating asks for a fresh take. */
  variant: number;
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

/** How long one model answer may take (ms). Read here, where it is used; default 90 s. */
export function aiTimeoutMs(): number {
  const value = Number(process.env.AI_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 90_000;
}

export function getCopywriter(): Copywriter {
  const env = getEnv();
  if (!env.openaiApiKey) return builtinCopywriter;
  return openAiCopywriter({ apiKey: env.openaiApiKey, baseURL: env.openaiBaseUrl, model: env.openaiModel, timeoutMs: aiTimeoutMs() });
}
