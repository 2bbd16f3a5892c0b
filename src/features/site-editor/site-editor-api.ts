/** The editor's calls: the working copy (GET/PUT /api/site/spec) and photo uploads, answers checked with the shared schemas. */
import {
  savedSiteSpecSchema,
  siteEditorStateSchema,
  uploadedPhotoSchema,
  type SiteEditorState,
} from '../../schemas/site-editor.ts';
import type { SitePhoto, SiteSpec } from '../../schemas/site-spec.ts';
import { secondLanguageStatusSchema, type SecondLanguageStatus } from '../../schemas/site-second-language.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import { editorPublishStateSchema, publishResultSchema, type EditorPublishState } from '../../schemas/website.ts';
import { sendImageUpload } from '../uploads/upload-image.ts';

export const NETWORK_MESSAGE =
  'Could not reach Main Street. Your edits are kept here; they save when the connection is back.';

type Failure = { kind: 'no-site' | 'signed-out' | 'error' | 'conflict'; message: string };

async function errorOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `The server answered ${res.status}.`;
}

export async function fetchSiteSpec(): Promise<{ kind: 'ok'; state: SiteEditorState } | Failure> {
  try {
    const res = await fetch('/api/site/spec', { credentials: 'include', headers: { accept: 'application/json' } });
    if (res.status === 401) return { kind: 'signed-out', message: 'Please log in to edit your website.' };
    if (res.status === 404) return { kind: 'no-site', message: await errorOf(res) };
    if (!res.ok) return { kind: 'error', message: await errorOf(res) };
    return { kind: 'ok', state: siteEditorStateSchema.parse(await res.json()) };
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
}

export async function putSiteSpec(
  spec: SiteSpec,
  baseVersion: number,
): Promise<{ kind: 'ok'; version: number; updatedAt: string } | Failure> {
  try {
    const res = await fetch('/api/site/spec', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ baseVersion, spec }),
    });
    if (res.status === 409) return { kind: 'conflict', message: await errorOf(res) };
    if (res.status === 401)
      return {
        kind: 'signed-out',
        message: 'Your session ended. Log in again in another tab, then come back: your edits are kept here.',
      };
    if (!res.ok) return { kind: 'error', message: await errorOf(res) };
    return { kind: 'ok', ...savedSiteSpecSchema.parse(await res.json()) };
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
}

export async function uploadPhoto(
  source: File | { fromListing: string },
  onProcessing?: () => void,
): Promise<{ kind: 'ok'; photo: SitePhoto } | { kind: 'error'; message: string }> {
  try {
    const init: RequestInit =
      source instanceof File
        ? {
            body: (() => {
              const f = new FormData();
              f.append('photo', source);
              return f;
            })(),
          }
        : { body: JSON.stringify(source), headers: { 'content-type': 'application/json' } };
    const res = await sendImageUpload('/api/site/photos', init, { onProcessing });
    if (!res.ok) return { kind: 'error', message: await errorOf(res) };
    return { kind: 'ok', photo: uploadedPhotoSchema.parse(await res.json()).photo };
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
}

export async function fetchListingPhotos(): Promise<string[]> {
  try {
    const res = await fetch('/api/business/listing', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    const body = (await res.json()) as { listing?: { images?: { url: string }[] } | null };
    return res.ok ? (body.listing?.images ?? []).map((i) => i.url) : [];
  } catch {
    return [];
  }
}

/** The publish bar's state: the website's status and its live version's spec. */
export async function fetchPublishState(): Promise<
  { kind: 'ok'; state: EditorPublishState } | { kind: 'error'; message: string }
> {
  try {
    const res = await fetch('/api/website/live-spec', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return { kind: 'error', message: await errorOf(res) };
    return { kind: 'ok', state: editorPublishStateSchema.parse(await res.json()) };
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
}

/** Publishes the saved working copy (the same call as /dashboard/website's Publish). */
export async function postPublish(): Promise<
  { kind: 'ok'; message: string; address: string } | { kind: 'error'; message: string }
> {
  try {
    const res = await fetch('/api/website/publish', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    });
    if (!res.ok) return { kind: 'error', message: await errorOf(res) };
    const body = publishResultSchema.parse(await res.json());
    return { kind: 'ok', message: body.message, address: body.address };
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
}

/** Adds the second language: the server writes its words and saves both languages as the next version. */
/** Starts writing the second language's pages (202: a job the editor then polls). */
export async function postSecondLanguage(
  language: SiteLanguage,
  baseVersion: number,
): Promise<({ kind: 'ok' } & SecondLanguageStatus) | Failure> {
  try {
    const res = await fetch('/api/site/second-language', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ language, baseVersion }),
    });
    if (res.status === 409) return { kind: 'conflict', message: await errorOf(res) };
    if (!res.ok) return { kind: 'error', message: await errorOf(res) };
    return { kind: 'ok', ...secondLanguageStatusSchema.parse(await res.json()) };
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
}

/** The job writing the pages (`jobId`, else the latest one: the editor opened again finds it). */
export async function getSecondLanguage(jobId?: string): Promise<({ kind: 'ok' } & SecondLanguageStatus) | Failure> {
  try {
    const query = jobId ? `?job=${encodeURIComponent(jobId)}` : '';
    const res = await fetch(`/api/site/second-language${query}`, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return { kind: 'error', message: await errorOf(res) };
    return { kind: 'ok', ...secondLanguageStatusSchema.parse(await res.json()) };
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
}
