/**
 * After the emailed sign-up link: the page the person lands on says the email was confirmed. The
 * confirmation page adds `?email_confirmed=1` to where it continues; that page shows the notice once
 * and takes the flag out of the address. Pure.
 */
export const CONFIRMED_PARAM = 'email_confirmed';
export const EMAIL_CONFIRMED = 'Your email is confirmed and your account is ready.';

/** `next` (a path on this site) with the flag added, keeping its own query and fragment. */
export function withConfirmedFlag(next: string): string {
  const url = new URL(next, 'http://same.invalid');
  url.searchParams.set(CONFIRMED_PARAM, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether the address carries the flag, and the address without it. */
export function readConfirmedFlag(href: string): { confirmed: boolean; cleaned: string } {
  const url = new URL(href);
  const confirmed = url.searchParams.get(CONFIRMED_PARAM) === '1';
  url.searchParams.delete(CONFIRMED_PARAM);
  return { confirmed, cleaned: `${url.pathname}${url.search}${url.hash}` };
}
