/**
 * One store per listing and mode (nanostores), kept for the page's life: closing and reopening
 * the popup, or a failed send, never loses what the visitor typed.
 */
import { map, type MapStore } from 'nanostores';
import type { ContactMode } from '../../schemas/contact.ts';
import type { Messages } from '../../shared/i18n/en.ts';
import {
  EMPTY_VALUES,
  NETWORK_ERROR,
  interpretResponse,
  requestBody,
  validateContact,
  type ContactValues,
  type FieldErrors,
  type FieldName,
  type Outcome,
} from './contact-form.ts';

export interface ContactFormState {
  values: ContactValues;
  errors: FieldErrors;
  phase: 'editing' | 'sending' | 'sent';
  /** The form-level message (429, network, server) or the success text. */
  notice: string;
  sent?: Extract<Outcome, { kind: 'sent' }>;
}

const initial = (): ContactFormState => ({ values: { ...EMPTY_VALUES }, errors: {}, phase: 'editing', notice: '' });
const stores = new Map<string, MapStore<ContactFormState>>();

export function contactFormStore(listingId: string, mode: ContactMode): MapStore<ContactFormState> {
  const key = `${listingId}:${mode}`;
  let store = stores.get(key);
  if (!store) stores.set(key, (store = map(initial())));
  return store;
}

export function setField<K extends FieldName>(
  store: MapStore<ContactFormState>,
  name: K,
  value: ContactValues[K],
): void {
  const { values, errors } = store.get();
  const { [name]: _cleared, ...rest } = errors;
  store.set({ ...store.get(), values: { ...values, [name]: value }, errors: rest });
}

export function resetContactForm(store: MapStore<ContactFormState>): void {
  store.set(initial());
}

export interface SubmitTarget {
  mode: ContactMode;
  listingId: string;
  businessName: string;
  /** The page's catalogue and language (issue 31): messages in it, and the function asked for it. */
  messages?: Messages;
  lang?: 'en' | 'fr';
}

/** Validates, posts once, and records the outcome. Returns the field errors (empty when none). */
export async function submitContactForm(
  store: MapStore<ContactFormState>,
  target: SubmitTarget,
  fetcher: typeof fetch = fetch,
): Promise<FieldErrors> {
  const state = store.get();
  if (state.phase === 'sending') return {};
  const errors = validateContact(target.mode, state.values, target.messages);
  if (Object.keys(errors).length) {
    store.set({ ...state, errors, notice: '' });
    return errors;
  }
  store.set({ ...state, errors: {}, phase: 'sending', notice: '' });
  let outcome: Outcome;
  try {
    const res = await fetcher(`/api/bloc-mail/create-new-bloc-mail${target.lang === 'fr' ? '?lang=fr' : ''}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(requestBody(target.mode, target.listingId, target.businessName, state.values, target.lang)),
    });
    const body = await res.json().catch(() => null);
    outcome = interpretResponse(target.mode, res.status, body, target.messages);
  } catch {
    outcome = { kind: 'failed', message: target.messages?.['form.network'] ?? NETWORK_ERROR };
  }
  const current = store.get();
  if (outcome.kind === 'sent') {
    store.set({ ...current, values: { ...EMPTY_VALUES }, phase: 'sent', notice: outcome.message, sent: outcome });
    return {};
  }
  const fieldErrors = outcome.kind === 'invalid' ? outcome.errors : {};
  store.set({ ...current, phase: 'editing', errors: fieldErrors, notice: outcome.message });
  return fieldErrors;
}
