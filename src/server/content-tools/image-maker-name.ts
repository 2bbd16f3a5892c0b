/** Which image maker serves this deployment (OPENAI_API_KEY set: the OpenAI Images API), without loading it. */
import { getEnv } from '../env.ts';

export type ImageMakerName = 'builtin' | 'openai';

export function imageMakerName(): ImageMakerName {
  return getEnv().openaiApiKey ? 'openai' : 'builtin';
}
