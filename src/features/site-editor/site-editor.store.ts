/**
 * The site editor's one store: the working copy being edited, its saved version, the undo history
 * and the save state. Edits save themselves after a pause (debounced); a save refused as stale
 * (another tab saved first) keeps every local edit and asks the owner what to do. The undo history
 * is kept in sessionStorage (undo-storage.ts), so a reload of the tab does not lose it.
 */
import { atom, computed } from 'nanostores';
import type { SiteSpec, SitePhoto } from '../../schemas/site-spec.ts';
import type { SiteEditorState } from '../../schemas/site-editor.ts';
import {
  addPhoto,
  EMPTY_HISTORY,
  recordEdit,
  setAt,
  specIssues,
  undoStep,
  type History,
  type Path,
} from './site-editor.ts';
import {
  fetchPublishState,
  fetchSiteSpec,
  postPublish,
  postSecondLanguage,
  getSecondLanguage,
  putSiteSpec,
  uploadPhoto,
} from './site-editor-api.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import type { SecondLanguageJob, SecondLanguageStatus } from '../../schemas/site-second-language.ts';
import { specChanges } from './changes.ts';
import type { EditorPublishState } from '../../schemas/website.ts';
import { restoreHistory, serializeHistory, undoStorageKey } from './undo-storage.ts';

export type Phase = 'loading' | 'ready' | 'no-site' | 'signed-out' | 'error';
export type SaveState = 'saved' | 'pending' | 'saving' | 'invalid' | 'conflict' | 'failed';

export const SAVE_DELAY_MS = 800;

export const $phase = atom<Phase>('loading');
export const $loadError = atom<string>('');
export const $spec = atom<SiteSpec | null>(null);
export const $meta = atom<Omit<SiteEditorState, 'spec'> | null>(null);
export const $history = atom<History>(EMPTY_HISTORY);
export const $save = atom<{ state: SaveState; message: string }>({ state: 'saved', message: '' });
export const $issues = computed($spec, (spec) => (spec ? specIssues(spec) : new Map<string, string>()));

let timer: ReturnType<typeof setTimeout> | undefined;
let saving = false;
let again = false;
let historyKey: string | undefined;
let historyTimer: ReturnType<typeof setTimeout> | undefined;
const HISTORY_WRITE_DELAY_MS = 250;

function readStoredHistory(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage switched off: undo still works until the page closes
  }
}

/** Writes the undo history now (the page calls it on pagehide too). */
export function persistHistory(): void {
  clearTimeout(historyTimer);
  const spec = $spec.get();
  if (!historyKey || !spec) return;
  try {
    const raw = serializeHistory($history.get(), spec);
    if (raw) sessionStorage.setItem(historyKey, raw);
    else sessionStorage.removeItem(historyKey);
  } catch {
    // Storage full or switched off: undo still works until the page closes.
  }
}

function persistHistorySoon(): void {
  clearTimeout(historyTimer);
  historyTimer = setTimeout(persistHistory, HISTORY_WRITE_DELAY_MS);
}

export async function loadEditor(): Promise<void> {
  const answer = await fetchSiteSpec();
  if (answer.kind !== 'ok') {
    $phase.set(answer.kind === 'conflict' ? 'error' : answer.kind);
    $loadError.set(answer.message);
    return;
  }
  const { spec, ...meta } = answer.state;
  historyKey = undoStorageKey(meta.assetBase);
  $history.set(restoreHistory(readStoredHistory(historyKey), spec));
  $spec.set(spec);
  $meta.set(meta);
  $phase.set('ready');
  persistHistorySoon();
}

function scheduleSave(): void {
  clearTimeout(timer);
  $save.set({ state: 'pending', message: '' });
  timer = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
}

/** Replaces the spec with `next` as one undo step (`key`: typing in the same field joins one step). */
export function applyEdit(next: SiteSpec, key: string | null = null): void {
  const before = $spec.get();
  if (!before || next === before) return;
  $history.set(recordEdit($history.get(), before, key, Date.now()));
  $spec.set(next);
  persistHistorySoon();
  if ($save.get().state !== 'conflict') scheduleSave();
}

export function editAt(path: Path, value: unknown): void {
  const spec = $spec.get();
  if (spec) applyEdit(setAt(spec, path, value), path.join('.'));
}

export function update(change: (spec: SiteSpec) => SiteSpec): void {
  const spec = $spec.get();
  if (spec) applyEdit(change(spec));
}

export function undo(): void {
  const step = undoStep($history.get());
  if (!step) return;
  $history.set(step.history);
  $spec.set(step.spec);
  persistHistorySoon();
  if ($save.get().state !== 'conflict') scheduleSave();
}

export async function saveNow(): Promise<void> {
  clearTimeout(timer);
  const spec = $spec.get();
  const meta = $meta.get();
  if (!spec || !meta) return;
  if (saving) {
    again = true;
    return;
  }
  if ($issues.get().size) {
    $save.set({
      state: 'invalid',
      message: 'Not saved yet: fix the highlighted fields and your draft saves on its own.',
    });
    return;
  }
  saving = true;
  $save.set({ state: 'saving', message: '' });
  const answer = await putSiteSpec(spec, meta.version);
  saving = false;
  if (answer.kind === 'ok') {
    $meta.set({ ...meta, version: answer.version, updatedAt: answer.updatedAt });
    if ($spec.get() === spec) $save.set({ state: 'saved', message: '' });
    else scheduleSave();
  } else {
    $save.set({ state: answer.kind === 'conflict' ? 'conflict' : 'failed', message: answer.message });
  }
  if (again) {
    again = false;
    if (answer.kind === 'ok' && $spec.get() !== spec) void saveNow();
  }
}

/** After a refused save: take the other tab's version; the owner's edits stay one undo away. */
export async function loadNewerVersion(): Promise<void> {
  const answer = await fetchSiteSpec();
  if (answer.kind !== 'ok') return void $save.set({ state: 'conflict', message: answer.message });
  const { spec, ...meta } = answer.state;
  const mine = $spec.get();
  if (mine) $history.set(recordEdit($history.get(), mine, null, Date.now()));
  $spec.set(spec);
  $meta.set(meta);
  persistHistorySoon();
  $save.set({ state: 'saved', message: 'Loaded the newer version. Your own edits are one “Undo” away.' });
}

/** After a refused save: the owner chose to keep their edits, saved over the newer version on purpose. */
export async function keepMyEdits(): Promise<void> {
  const answer = await fetchSiteSpec();
  const meta = $meta.get();
  if (answer.kind !== 'ok' || !meta)
    return void $save.set({ state: 'conflict', message: answer.kind === 'ok' ? '' : answer.message });
  $meta.set({ ...meta, version: answer.state.version });
  await saveNow();
}

export async function addUploadedPhoto(
  source: File | { fromListing: string },
  onProcessing?: () => void,
): Promise<string | undefined> {
  const answer = await uploadPhoto(source, onProcessing);
  if (answer.kind !== 'ok') return answer.message;
  update((spec) => addPhoto(spec, answer.photo as SitePhoto));
  return undefined;
}

/** The job writing the second language's pages while it writes (the panel shows its progress). */
export const $languageJob = atom<SecondLanguageJob | null>(null);
const POLL_MS = 2000;
const POLL_FAILURES_SHOWN = 5;

/**
 * Adds the second language's pages: outstanding edits are saved first, then the server starts writing
 * the new language's words in the background (issue 42) and the editor polls until both languages are
 * saved as the next version. One undo step takes them away again (the undo saves the one-language
 * website). Returns the message to show on failure.
 */
export async function addSecondLanguagePages(language: SiteLanguage): Promise<string | undefined> {
  if (!(await savesSettled()))
    return 'Your latest edits are not saved yet. Fix what the editor shows, then add the pages.';
  const meta = $meta.get();
  if (!meta) return undefined;
  const answer = await postSecondLanguage(language, meta.version);
  if (answer.kind !== 'ok') return answer.message;
  return followLanguageJob(answer);
}

/** The editor opened again while pages were being written (the browser had closed): follows that job. */
export async function resumeLanguageJob(): Promise<string | undefined> {
  const answer = await getSecondLanguage();
  if (answer.kind !== 'ok' || answer.job?.status !== 'writing') return undefined;
  return followLanguageJob(answer);
}

async function followLanguageJob(status: SecondLanguageStatus): Promise<string | undefined> {
  let current = status;
  let failures = 0;
  try {
    while (current.job?.status === 'writing') {
      $languageJob.set(current.job);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const next = await getSecondLanguage(current.job.id);
      if (next.kind === 'ok') ((current = next), (failures = 0));
      else if (++failures >= POLL_FAILURES_SHOWN)
        return `${next.message} The pages are still being written: open the editor again in a minute to see them.`;
    }
  } finally {
    $languageJob.set(null);
  }
  if (current.job?.status === 'failed') return current.job.error ?? undefined;
  const meta = $meta.get();
  if (!current.result || !meta || current.result.version <= meta.version) return undefined;
  const mine = $spec.get();
  if (mine) $history.set(recordEdit($history.get(), mine, null, Date.now()));
  $spec.set(current.result.spec);
  $meta.set({ ...meta, version: current.result.version, updatedAt: current.result.updatedAt });
  persistHistorySoon();
  $save.set({ state: 'saved', message: '' });
  return undefined;
}

/** True while some edit is not saved on the server (the page warns before closing). */
export const hasUnsaved = () => $save.get().state !== 'saved';

/* Publishing from the editor: the live version's spec, what changed since, and the Publish action. */

export const $publish = atom<{
  state: EditorPublishState | null;
  error: string;
  busy: boolean;
  notice: { ok: boolean; text: string; address?: string } | null;
}>({
  state: null,
  error: '',
  busy: false,
  notice: null,
});
export const $changes = computed([$spec, $publish], (spec, p) =>
  spec && p.state?.live_spec ? specChanges(spec, p.state.live_spec) : [],
);

export async function loadPublishState(): Promise<void> {
  const answer = await fetchPublishState();
  $publish.set({
    ...$publish.get(),
    state: answer.kind === 'ok' ? answer.state : $publish.get().state,
    error: answer.kind === 'ok' ? '' : answer.message,
  });
}

/** Resolves when no save is waiting or running; true when everything is saved. */
function savesSettled(): Promise<boolean> {
  if ($save.get().state === 'pending') void saveNow();
  return new Promise((resolve) => {
    const check = () => {
      const { state } = $save.get();
      if (state === 'pending' || state === 'saving') return false;
      resolve(state === 'saved');
      return true;
    };
    if (check()) return;
    const stop = $save.listen(() => check() && stop());
  });
}

/** Saves what is outstanding, then publishes through the same call as /dashboard/website. */
export async function publishFromEditor(): Promise<void> {
  $publish.set({ ...$publish.get(), busy: true, notice: null });
  const saved = await savesSettled();
  const answer = saved
    ? await postPublish()
    : {
        kind: 'error' as const,
        message:
          'Your latest edits are not saved yet, so nothing was published. Fix what the editor shows, then publish.',
      };
  if (answer.kind === 'ok') await loadPublishState();
  $publish.set({
    ...$publish.get(),
    busy: false,
    notice:
      answer.kind === 'ok'
        ? { ok: true, text: answer.message, address: answer.address }
        : { ok: false, text: answer.message },
  });
}
