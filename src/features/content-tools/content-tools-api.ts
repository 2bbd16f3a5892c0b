/** The content tools' calls (answer types from src/schemas/articles.ts and media.ts). */
import { requestJson } from '../register/account-api.ts';
import type { ArticleView, ArticlesAnswer, GenerateArticle, SaveArticle } from '../../schemas/articles.ts';
import type { ImageGenerationView, MediaAnswer, MediaView } from '../../schemas/media.ts';
import { sendImageUpload } from '../uploads/upload-image.ts';

export const loadArticles = () => requestJson<ArticlesAnswer>('/api/articles');
export const draftArticle = (body: GenerateArticle) => requestJson<{ article: ArticleView }>('/api/articles', { body });
export const saveArticle = (body: SaveArticle) =>
  requestJson<{ article: ArticleView; message: string }>('/api/articles', { method: 'PUT', body });
export const deleteArticle = (id: string) =>
  requestJson<{ message: string }>('/api/articles', { method: 'DELETE', body: { id } });
export const publishArticle = (id: string, at: string | null) =>
  requestJson<{ article: ArticleView; message: string }>('/api/articles/publish', { body: { id, at } });
export const loadMedia = () => requestJson<MediaAnswer>('/api/images');
export const makeImage = (prompt: string) =>
  requestJson<{ generation: ImageGenerationView }>('/api/images', { body: { prompt } });
export const useImage = (id: string, target: 'hero' | 'about' | 'listing', alt?: string) =>
  requestJson<{ message: string }>('/api/images/use', { body: { id, target, alt } });

/** Uploads one photo to the library (multipart, as the site editor does). */
export async function uploadImage(
  file: File,
  alt: string,
  onProcessing?: () => void,
): Promise<{ ok: true; item: MediaView } | { ok: false; message: string }> {
  const form = new FormData();
  form.append('photo', file);
  form.append('alt', alt);
  try {
    const res = await sendImageUpload('/api/images', { body: form }, { onProcessing });
    const body = await res.json().catch(() => ({}));
    if (res.ok) return { ok: true, item: body.item };
    const field = body?.error?.fields?.photo?.[0];
    return { ok: false, message: field ?? body?.error?.message ?? 'The photo could not be added. Please try again.' };
  } catch {
    return { ok: false, message: 'Unable to connect to server. Please retry in five minutes.' };
  }
}
