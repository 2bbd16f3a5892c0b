/**
 * Where new images come from: the OpenAI Images API (OPENAI_API_KEY, model OPENAI_IMAGE_MODEL) or,
 * without a key, the built-in illustrator (vector art in the business's colours, rasterized here
 * with sharp). Either way the bytes go through the website photo pipeline afterwards.
 */
import OpenAI from 'openai';
import sharp from 'sharp';
import { getEnv } from '../env.ts';
import type { ImageMakerName } from './image-maker-name.ts';
import { sniffImageType } from '../../shared/images.ts';
import { CopyError } from '../ai/copy-request.ts';
import { aiTimeoutMs } from '../ai/copywriter.ts';
import { illustrationSvg, iconForPrompt } from '../../features/content-tools/illustration.ts';
import type { IconName } from '../../shared/catalogue/icons.ts';

export interface ImageBrief {
  prompt: string;
  businessName: string;
  businessType: string;
  primary: string;
  secondary: string;
  icon: IconName;
}

export interface ImageMaker {
  readonly name: ImageMakerName;
  make(brief: ImageBrief): Promise<{ bytes: Uint8Array; source: 'illustration' | 'ai' }>;
}

export const IMAGE_ERROR_MESSAGES = {
  invalid: 'The image service did not return a usable image. Your image was not counted: please try again.',
  timeout: 'The image service took too long to answer. Your image was not counted: please try again.',
  unavailable:
    'The image service is not available right now. Your image was not counted: please try again in a few minutes.',
} as const;

export const builtinIllustrator: ImageMaker = {
  name: 'builtin',
  async make(brief) {
    const svg = illustrationSvg({
      primary: brief.primary,
      secondary: brief.secondary,
      icon: iconForPrompt(brief.prompt, brief.icon),
      prompt: brief.prompt,
    });
    return { bytes: new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer()), source: 'illustration' };
  },
};

/** The prompt sent to the model: the owner's words, with the business named and no text in the picture. */
export function imagePrompt(brief: ImageBrief): string {
  return `${brief.prompt}. For the website of ${brief.businessName}, a ${brief.businessType} in Canada. Photographic or illustrated, natural light, no text, no logos, no people's faces in close-up.`.slice(
    0,
    1000,
  );
}

export function openAiImageMaker(options: {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}): ImageMaker {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  const dalle = options.model.startsWith('dall-e');
  return {
    name: 'openai',
    async make(brief) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        let b64: string | undefined;
        try {
          const answer = await client.images.generate({
            model: options.model,
            prompt: imagePrompt(brief),
            n: 1,
            size: dalle ? '1792x1024' : '1536x1024',
            ...(dalle ? { response_format: 'b64_json' as const } : { output_format: 'jpeg' as const }),
          });
          b64 = answer.data?.[0]?.b64_json ?? undefined;
        } catch (error) {
          if (error instanceof OpenAI.APIConnectionTimeoutError)
            throw new CopyError('timeout', IMAGE_ERROR_MESSAGES.timeout, { cause: error });
          throw new CopyError('unavailable', IMAGE_ERROR_MESSAGES.unavailable, { cause: error });
        }
        const bytes = b64 ? new Uint8Array(Buffer.from(b64, 'base64')) : undefined;
        // An answer that is not an image is asked once more, then reported.
        if (bytes && sniffImageType(bytes)) return { bytes, source: 'ai' };
      }
      throw new CopyError('invalid', IMAGE_ERROR_MESSAGES.invalid);
    },
  };
}

export function getImageMaker(): ImageMaker {
  const env = getEnv();
  if (!env.openaiApiKey) return builtinIllustrator; // the choice imageMakerName() names without loading this module
  return openAiImageMaker({
    apiKey: env.openaiApiKey,
    baseURL: env.openaiBaseUrl,
    model: process.env.OPENAI_IMAGE_MODEL || 'gpt-image-1',
    timeoutMs: aiTimeoutMs(),
  });
}
