/**
 * The one copywriter interface: something that writes a website's words from the owner's facts.
 * OpenAI (or any OpenAI-compatible server) when OPENAI_API_KEY is set, else the built-in writer.
 */
import type { Copywriter } from './copy-request.ts';
import { getEnv } from '../env.ts';
import { builtinCopywriter } from './builtin.ts';
import { openAiCopywriter } from './openai.ts';

export { COPY_ERROR_MESSAGES, CopyError, type Copywriter, type CopyFailure, type CopyRequest } from './copy-request.ts';

/** How long one model answer may take (ms). Read here, where it is used; default 90 s. */
export function aiTimeoutMs(): number {
  const value = Number(process.env.AI_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 90_000;
}

export function getCopywriter(): Copywriter {
  const env = getEnv();
  if (!env.openaiApiKey) return builtinCopywriter;
  return openAiCopywriter({
    apiKey: env.openaiApiKey,
    baseURL: env.openaiBaseUrl,
    model: env.openaiModel,
    timeoutMs: aiTimeoutMs(),
  });
}
