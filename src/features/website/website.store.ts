/**
 * The owner's live website as the dashboard islands see it: one status from GET /api/website, and
 * the named actions (publish, rollback, domain, billing portal) that replace it with the server's answer.
 */
import { atom } from 'nanostores';
import type { WebsiteStatus } from '../../schemas/website.ts';
import { requestJson } from '../register/account-api.ts';

export const $website = atom<WebsiteStatus | null | undefined>(undefined);
export const $busy = atom<string | null>(null);
/** The last outcome, shown in a live region: { ok, text }. */
export const $notice = atom<{ ok: boolean; text: string } | null>(null);
export const $domainError = atom<string>('');

async function run<T extends { status?: WebsiteStatus; message?: string }>(
  label: string,
  call: () => ReturnType<typeof requestJson<T>>,
  success?: (data: T) => string,
): Promise<T | undefined> {
  $busy.set(label);
  $notice.set(null);
  try {
    const res = await call();
    if (!res.ok) {
      $notice.set({
        ok: false,
        text: res.message || Object.values(res.fields)[0] || 'That did not work. Please try again.',
      });
      if (res.fields.domain) $domainError.set(res.fields.domain);
      return undefined;
    }
    if (res.data.status) $website.set(res.data.status);
    const text = success?.(res.data) ?? res.data.message;
    if (text) $notice.set({ ok: true, text });
    return res.data;
  } finally {
    $busy.set(null);
  }
}

/** What every website call answers with (publish adds version and address). */
type Answer = { message?: string; status?: WebsiteStatus };

/** Why the status could not be loaded (null: it loaded, or is loading); the card then offers to try again. */
export const $loadError = atom<string | null>(null);

/** The status; on any failure $website is null and $loadError says why, never 'no website'. */
export async function loadWebsite(): Promise<void> {
  $loadError.set(null);
  const res = await requestJson<WebsiteStatus>('/api/website');
  $website.set(res.ok ? res.data : null);
  if (!res.ok) $loadError.set(res.message || 'That did not work. Please try again.');
}

/** 'Try again' after a failed load: loading again, shown as loading. */
export function retryLoadWebsite(): Promise<void> {
  $website.set(undefined);
  return loadWebsite();
}

export const publishWebsite = () => run('publish', () => requestJson<Answer>('/api/website/publish', { body: {} }));

export const rollbackWebsite = (version: number) =>
  run('rollback', () => requestJson<Answer>('/api/website/rollback', { body: { version } }));

export function saveDomain(domain: string) {
  $domainError.set('');
  return run(
    'domain',
    () => requestJson<Answer>('/api/website/domain', { method: 'PUT', body: { domain } }),
    () => 'Domain saved. Set the DNS records below, then check them.',
  );
}

export const removeDomain = () =>
  run(
    'domain',
    () => requestJson<Answer>('/api/website/domain', { method: 'DELETE' }),
    () => 'Domain removed.',
  );

export const verifyDomain = () =>
  run<{ verified: boolean; message: string; status: WebsiteStatus }>('verify', () =>
    requestJson<{ verified: boolean; message: string; status: WebsiteStatus }>('/api/website/domain/verify', {
      body: {},
    }),
  );

/** Sends the owner to Stripe's Customer Portal (change card, switch plan, cancel). */
export async function openBillingPortal(): Promise<void> {
  const data = await run<{ url: string; message?: string }>(
    'billing',
    () => requestJson<{ url: string; message?: string }>('/api/commerce/billing-portal', { body: {} }),
    () => 'Opening the billing portal…',
  );
  if (data?.url) window.location.assign(data.url);
}
