/**
 * The account calls as islands make them: JSON in, the §7 answer out, with the one client-side
 * error mapping (§8): a server message shows above the form, per-field messages under their
 * fields, and a network or server failure shows 'Unable to connect to server…'.
 */
import type { AuthResponse } from '../../schemas/auth.ts';

export const NETWORK_ERROR = 'Unable to connect to server. Please retry in five minutes.';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string; message: string; fields: Record<string, string> };

export interface SignedIn {
  status: 200;
  token: true;
  auth: AuthResponse;
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string[]> };
}

export async function requestJson<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
  fetcher: typeof fetch = fetch,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetcher(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, status: 0, code: 'network', message: NETWORK_ERROR, fields: {} };
  }
  const body = (await res.json().catch(() => undefined)) as (T & ErrorBody) | undefined;
  if (res.ok && body !== undefined) return { ok: true, status: res.status, data: body };
  // A 503 says what is unavailable (payments off here, a restart): its message is shown as it is.
  if ((res.status >= 500 && res.status !== 503) || !body?.error)
    return { ok: false, status: res.status, code: body?.error?.code ?? 'server', message: NETWORK_ERROR, fields: {} };
  const fields = Object.fromEntries(Object.entries(body.error.fields ?? {}).map(([k, v]) => [k, v[0] ?? '']));
  // A validation answer is shown under its fields; any other answer above the form.
  const message =
    body.error.code === 'validation_failed' && Object.keys(fields).length ? '' : (body.error.message ?? NETWORK_ERROR);
  return { ok: false, status: res.status, code: body.error.code ?? 'error', message, fields };
}
