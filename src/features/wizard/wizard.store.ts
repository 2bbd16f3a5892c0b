/**
 * The website creator's one store (nanostores): the wizard data persisted to localStorage as
 * `selectedWebsiteData` (plus the spec's separate keys), the drafts, and the actions that move
 * between steps, register, generate and poll. Components read it with useStore.
 */
import { atom, computed } from 'nanostores';
import { $auth, loadAuth } from '../auth/auth.store.ts';
import {
  LOGO_STORAGE_KEY,
  POLL_MS,
  SEPARATE_KEYS,
  STORAGE_KEY,
  WIZARD_DEFAULTS,
  chooseNicheData,
  chooseTypeData,
  generateFields,
  initialStep,
  parseSaved,
  typedFromSearch,
  type WizardData,
} from './wizard.ts';
import { fetchOwnerProvince, fetchStatus, postGenerate } from './wizard-api.ts';
import type { DraftSummary } from '../../schemas/generation.ts';

export const $phase = atom<'loading' | 'ready'>('loading');
export const $data = atom<WizardData>(WIZARD_DEFAULTS);
export const $step = computed($data, (d) => d.currentStep);
export const $drafts = atom<DraftSummary[]>([]);
export const $selectedDraftId = atom<string | null>(null);
export const $generationError = atom<string | null>(null);
export const $logo = atom<File | null>(null);
/** The wizard's optional photo (kept for this visit only: photos are too big for localStorage). */
export const $photo = atom<File | null>(null);
export const setPhoto = (file: File | null) => $photo.set(file);
/** The business's province code from the owner's listing (null when unknown): the language question's default. */
export const $province = atom<string | null>(null);
export const $selectedDraft = computed(
  [$drafts, $selectedDraftId],
  (drafts, id) => drafts.find((d) => d.id === id) ?? drafts[0] ?? null,
);

let persisting = false;

function persist(data: WizardData): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
    for (const key of SEPARATE_KEYS) localStorage.setItem(key, JSON.stringify(data[key]));
  } catch {
    // storage full or blocked: the wizard still works for this visit
  }
}

export function update(patch: Partial<WizardData>): void {
  $data.set({ ...$data.get(), ...patch });
}

export const goTo = (step: number) => update({ currentStep: step });
export const prev = () => goTo(Math.max(1, $step.get() - 1));

export function chooseType(name: string): void {
  $data.set(chooseTypeData($data.get(), name));
}

export function chooseSubCategory(name: string): void {
  $data.set({ ...chooseTypeData($data.get(), $data.get().websiteType, name), currentStep: 2 });
}

export function chooseNiche(niche: string): void {
  $data.set({ ...chooseNicheData($data.get(), niche), currentStep: 2 });
}

async function dataUrlToFile(url: string): Promise<File | null> {
  try {
    const blob = await (await fetch(url)).blob();
    return new File([blob], 'logo', { type: blob.type });
  } catch {
    return null;
  }
}

export function setLogo(file: File | null): void {
  $logo.set(file);
  if (!file) return localStorage.removeItem(LOGO_STORAGE_KEY);
  const reader = new FileReader();
  reader.onload = () => {
    try {
      localStorage.setItem(LOGO_STORAGE_KEY, String(reader.result));
    } catch {
      localStorage.removeItem(LOGO_STORAGE_KEY);
    }
  };
  reader.readAsDataURL(file);
}

function applyStatus(drafts: DraftSummary[]): void {
  $drafts.set(drafts);
  const ready = drafts.find((d) => d.status === 'ready');
  const current = $selectedDraftId.get();
  if (!current || !drafts.some((d) => d.id === current)) $selectedDraftId.set(ready?.id ?? drafts[0]?.id ?? null);
}

const launchStep = () => ($auth.get().rank === 'web-hosting' || $auth.get().rank === 'complete' ? 7 : 5);

/** §4 creator load: auth, then the generation status, then the step to show. */
export async function loadCreator(): Promise<void> {
  const saved = parseSaved(localStorage.getItem(STORAGE_KEY));
  const [auth, status] = await Promise.all([loadAuth(), fetchStatus()]);
  if (auth.status === 1) void fetchOwnerProvince().then((code) => $province.set(code));
  const drafts = status?.full_list_of_drafts ?? [];
  applyStatus(drafts);
  const record = status?.business_record;
  const typed = typedFromSearch(window.location.search); // the home page's hero form
  const data: WizardData = {
    ...saved,
    business_name: typed.business_name || saved.business_name || record?.business_name?.slice(0, 50) || '',
    business_brief_explanation:
      saved.business_brief_explanation || record?.business_brief_explanation?.slice(0, 300) || '',
    contact_number: saved.contact_number || record?.contact_number || '',
    contact_email: typed.contact_email || saved.contact_email || record?.contact_email || '',
  };
  const facts = {
    signedIn: auth.status === 1,
    rank: auth.rank,
    hasDraft: !!status?.draft_url,
    pending: !!status?.pending,
  };
  $data.set({ ...data, currentStep: initialStep(facts, data) });
  const logo = localStorage.getItem(LOGO_STORAGE_KEY);
  if (logo) $logo.set(await dataUrlToFile(logo));
  if (!persisting) {
    persisting = true;
    $data.subscribe(persist);
  }
  $phase.set('ready');
  if (facts.pending && !facts.hasDraft) void pollUntilSettled(drafts.find((d) => d.status === 'pending')?.id ?? null);
}

async function pollUntilSettled(draftId: string | null): Promise<void> {
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const status = await fetchStatus();
    if (!status) continue;
    const draft = status.full_list_of_drafts.find((d) => d.id === draftId) ?? status.full_list_of_drafts[0];
    if (!draft || draft.status === 'pending') continue;
    applyStatus(status.full_list_of_drafts);
    $selectedDraftId.set(draft.id);
    $generationError.set(draft.status === 'error' ? draft.message : null);
    goTo(launchStep());
    return;
  }
}

/** Generate or Regenerate: step 6 while it runs, then step 5 (or 7) with the new draft selected. */
export async function generate(): Promise<void> {
  $generationError.set(null);
  const fields = generateFields($data.get(), $province.get());
  const { generateWebsiteSchema } = await import('../../schemas/wizard.ts'); // on use, not with the page
  const checked = generateWebsiteSchema.safeParse(fields);
  if (!checked.success) {
    $generationError.set(
      `${checked.error.issues[0]!.message} Use 'Change design settings' to fix it, then regenerate.`,
    );
    goTo(launchStep() === 7 ? 7 : 5);
    return;
  }
  goTo(6);
  const photo = $photo.get();
  if (photo) {
    // Uploaded on its own (checked, resized) so the generate request stays small; the draft names it by id.
    const { uploadPhoto } = await import('../site-editor/site-editor-api.ts'); // on use, not with the page
    const uploaded = await uploadPhoto(photo);
    if (uploaded.kind !== 'ok') {
      $generationError.set(
        `${uploaded.message} Remove or change the photo with 'Change design settings', then regenerate.`,
      );
      goTo(launchStep() === 7 ? 7 : 5);
      return;
    }
    fields.photoIds = JSON.stringify([uploaded.photo.id]);
  }
  const answer = await postGenerate(fields, $logo.get());
  if (answer.full_list_of_drafts) applyStatus(answer.full_list_of_drafts);
  if (answer.key === 'pending') return pollUntilSettled(answer.draft_id ?? null);
  if (answer.draft_id) $selectedDraftId.set(answer.draft_id);
  $generationError.set(
    answer.key === 'error' ? answer.message || 'Something went wrong, please regenerate your website.' : null,
  );
  goTo(launchStep());
}

export function selectDraft(id: string): void {
  $selectedDraftId.set(id);
  const draft = $drafts.get().find((d) => d.id === id);
  $generationError.set(draft?.status === 'error' ? draft.message : null);
}

export async function afterPayment(): Promise<void> {
  await loadAuth();
  goTo(launchStep());
}
