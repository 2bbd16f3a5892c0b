/** The referral link's code: read from ?referral= on /get-started, kept in localStorage as referral_id (§3). */
export const REFERRAL_KEY = 'referral_id';
const PARAMS = ['referral', 'referral_id', 'ref'];

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function referralFromSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  for (const name of PARAMS) {
    const value = params.get(name)?.trim();
    if (value && /^[A-Za-z0-9-]{4,40}$/.test(value)) return value.toLowerCase();
  }
  return undefined;
}

export function rememberReferral(search: string, storage: KeyStore): void {
  const code = referralFromSearch(search);
  if (code) storage.setItem(REFERRAL_KEY, code);
}

export function storedReferral(storage: KeyStore): string | undefined {
  try {
    return storage.getItem(REFERRAL_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetReferral(storage: KeyStore): void {
  try {
    storage.removeItem(REFERRAL_KEY);
  } catch {
    // storage unavailable (private mode): nothing to forget
  }
}

/** The link an account shares to refer others. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/get-started?referral=${encodeURIComponent(code)}`;
}
