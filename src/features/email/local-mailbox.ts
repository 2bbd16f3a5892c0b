/**
 * Whether this site runs locally without email (npm start, no SMTP_URL): then `npm start`'s front door
 * answers /_local/mailbox.json and 'check your inbox' screens link to the local mailbox. Anywhere else
 * (Netlify, SMTP configured) that address is a 404 and nothing is shown. Asked once per page.
 */
export const LOCAL_MAILBOX_STATUS = '/_local/mailbox.json';

let asked: Promise<string | null> | undefined;

export function localMailbox(fetcher: typeof fetch = fetch): Promise<string | null> {
  asked ??= fetcher(LOCAL_MAILBOX_STATUS, { headers: { accept: 'application/json' }, credentials: 'omit' })
    .then(async (res) => {
      if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) return null;
      const body = (await res.json()) as { mailbox?: unknown };
      return typeof body.mailbox === 'string' && body.mailbox.startsWith('/_local/') ? body.mailbox : null;
    })
    .catch(() => null);
  return asked;
}
