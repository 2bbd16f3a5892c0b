/**
 * The dashboard Shop page's state (nanostores): the catalogue, the shop settings and the payout account, read from
 * their functions and parsed with their response schemas; named actions write through the functions and change the
 * lists only when the server agrees, so a failed save loses nothing the owner typed (the form keeps it).
 */
import { atom } from 'nanostores';
import { requestJson, type ApiResult } from '../register/account-api.ts';
import {
  catalogueItemSchema,
  catalogueResponseSchema,
  catalogueSectionSchema,
  shopSettingsResponseSchema,
  type CatalogueItem,
  type CatalogueResponse,
  type CatalogueSection,
  type ShopSettingsResponse,
} from '../../schemas/catalogue-responses.ts';
import {
  payoutAccountResponseSchema,
  payoutOnboardingResponseSchema,
  type PayoutAccountResponse,
} from '../../schemas/payouts.ts';
import type { ItemForm, ReorderInput } from '../../schemas/catalogue.ts';
import type { ShopSettingsForm } from '../../schemas/shop-settings.ts';
import { sendImageUpload } from '../uploads/upload-image.ts';

export interface ShopState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  error: string;
  catalogue: CatalogueResponse | null;
  settings: ShopSettingsResponse | null;
  /** Null for staff and viewers: payouts are the owner's and managers' only. */
  payouts: PayoutAccountResponse | null;
}

export const $shop = atom<ShopState>({ status: 'loading', error: '', catalogue: null, settings: null, payouts: null });

/** A failed write: a message for above the form and per-field messages for under the fields. */
export type Saved<T> =
  { ok: true; value: T; message: string } | { ok: false; message: string; fields: Record<string, string> };

export async function loadShop(): Promise<void> {
  try {
    await readShop();
  } catch {
    // An answer of an unexpected shape: say so rather than load for ever.
    $shop.set({ ...$shop.get(), status: 'error', error: 'Your shop could not be loaded. Try again.' });
  }
}

async function readShop(): Promise<void> {
  const [catalogue, settings] = await Promise.all([
    requestJson<unknown>('/api/shop/catalogue'),
    requestJson<unknown>('/api/shop/settings'),
  ]);
  if (catalogue.status === 401 || settings.status === 401) return $shop.set({ ...$shop.get(), status: 'signed-out' });
  if (!catalogue.ok) return $shop.set({ ...$shop.get(), status: 'error', error: catalogue.message });
  if (!settings.ok) return $shop.set({ ...$shop.get(), status: 'error', error: settings.message });
  const parsed = catalogueResponseSchema.parse(catalogue.data);
  let payouts: PayoutAccountResponse | null = null;
  if (parsed.can_edit) {
    const answer = await requestJson<unknown>('/api/payouts/account');
    if (answer.ok) payouts = payoutAccountResponseSchema.parse(answer.data);
  }
  $shop.set({
    status: 'ready',
    error: '',
    catalogue: parsed,
    settings: shopSettingsResponseSchema.parse(settings.data),
    payouts,
  });
}

function failed<T>(result: ApiResult<unknown>): Saved<T> {
  if (result.ok) throw new Error('not a failure');
  return { ok: false, message: result.message, fields: result.fields };
}

function withCatalogue(change: (c: CatalogueResponse) => CatalogueResponse): void {
  const state = $shop.get();
  if (state.catalogue) $shop.set({ ...state, catalogue: change(state.catalogue) });
}

const upsert = <T extends { id: string }>(list: T[], value: T) =>
  list.some((x) => x.id === value.id) ? list.map((x) => (x.id === value.id ? value : x)) : [...list, value];

export async function saveSection(
  id: string | null,
  name: { en?: string; fr?: string },
): Promise<Saved<CatalogueSection>> {
  const result = await requestJson<{ section: unknown; message: string }>('/api/shop/catalogue/sections', {
    method: id ? 'PATCH' : 'POST',
    body: id ? { id, name } : { name },
  });
  if (!result.ok) return failed(result);
  const section = catalogueSectionSchema.parse(result.data.section);
  withCatalogue((c) => ({ ...c, sections: upsert(c.sections, section) }));
  return { ok: true, value: section, message: result.data.message };
}

export async function saveItem(
  id: string | null,
  form: ItemForm,
  stockSeen: number | null,
): Promise<Saved<CatalogueItem>> {
  const result = await requestJson<{ item: unknown; message: string }>('/api/shop/catalogue/items', {
    method: id ? 'PATCH' : 'POST',
    body: id ? { id, stock_seen: stockSeen, ...form } : form,
  });
  if (!result.ok) return failed(result);
  const item = catalogueItemSchema.parse(result.data.item);
  withCatalogue((c) => ({ ...c, items: upsert(c.items, item) }));
  return { ok: true, value: item, message: result.data.message };
}

export async function deleteEntry(kind: 'sections' | 'items', id: string): Promise<Saved<null>> {
  const result = await requestJson<{ message: string }>(`/api/shop/catalogue/${kind}`, {
    method: 'DELETE',
    body: { id },
  });
  if (!result.ok) return failed(result);
  withCatalogue((c) =>
    kind === 'sections'
      ? {
          ...c,
          sections: c.sections.filter((s) => s.id !== id),
          items: c.items.map((i) => (i.section_id === id ? { ...i, section_id: null } : i)),
        }
      : { ...c, items: c.items.filter((i) => i.id !== id) },
  );
  return { ok: true, value: null, message: result.data.message };
}

/** Saves a new order; on a refusal (the list changed) the page reloads the catalogue and says so. */
export async function reorderEntries(input: ReorderInput): Promise<Saved<null>> {
  const result = await requestJson<{ message: string }>('/api/shop/catalogue/reorder', { body: input });
  if (!result.ok) {
    await loadShop();
    return failed(result);
  }
  const rank = new Map(input.ids.map((id, n) => [id, n]));
  withCatalogue((c) =>
    input.kind === 'sections'
      ? { ...c, sections: c.sections.map((s) => ({ ...s, position: rank.get(s.id) ?? s.position })) }
      : { ...c, items: c.items.map((i) => ({ ...i, position: rank.get(i.id) ?? i.position })) },
  );
  return { ok: true, value: null, message: result.data.message };
}

export async function saveSettings(form: ShopSettingsForm): Promise<Saved<ShopSettingsResponse>> {
  const result = await requestJson<{ settings: unknown; message: string }>('/api/shop/settings', {
    method: 'PUT',
    body: form,
  });
  if (!result.ok) return failed(result);
  const settings = shopSettingsResponseSchema.parse(result.data.settings);
  $shop.set({ ...$shop.get(), settings });
  return { ok: true, value: settings, message: result.data.message };
}

/** Uploads one photo through the catalogue's photo function; answers its address. */
export async function uploadPhoto(file: File, onProcessing?: () => void): Promise<Saved<string>> {
  const form = new FormData();
  form.set('photo', file);
  try {
    const res = await sendImageUpload('/api/shop/catalogue/photo', { body: form }, { onProcessing });
    const body = (await res.json().catch(() => ({}))) as { url?: string; error?: { message?: string } };
    if (res.ok && body.url) return { ok: true, value: body.url, message: 'Photo added.' };
    return { ok: false, message: body.error?.message ?? 'The photo could not be uploaded. Try again.', fields: {} };
  } catch {
    return { ok: false, message: 'We could not reach Main Street. Check your connection and try again.', fields: {} };
  }
}

/** Asks for a Stripe onboarding link and goes there. */
export async function startOnboarding(): Promise<Saved<null>> {
  const result = await requestJson<unknown>('/api/payouts/onboarding', { body: {} });
  if (!result.ok) return failed(result);
  window.location.assign(payoutOnboardingResponseSchema.parse(result.data).url);
  return { ok: true, value: null, message: 'Opening Stripe…' };
}
