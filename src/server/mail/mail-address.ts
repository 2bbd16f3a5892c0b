/**
 * The sender and reply-to settings (MAIL_FROM, MAIL_REPLY_TO): one address, alone or with a display name,
 * `Main Street <no-reply@mainstreet.ca>` or `no-reply@mainstreet.ca`. Checked once, when the settings are read,
 * so a typo stops the process with the variable's name instead of every email failing at the SMTP server.
 * Pure. A line break is refused whatever else the value holds: it would let the value write mail headers.
 */
export const DEFAULT_MAIL_FROM = 'Main Street <no-reply@mainstreet.example>';

const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
const NAMED = /^(?:"([^"\\]*)"|([^"<>,;:@\\]*?))\s*<([^<>]+)>$/;

/** The value, trimmed, when it is one address with or without a name; an Error naming `variable` otherwise. */
export function parseMailAddress(variable: string, value: string): string {
  const trimmed = value.trim();
  const example = `e.g. "Main Street <no-reply@yourdomain.ca>" or "no-reply@yourdomain.ca"`;
  if (/[\r\n]/.test(value)) throw new Error(`${variable} must be one line: one email address, ${example}.`);
  const named = NAMED.exec(trimmed);
  const address = named ? named[3]!.trim() : trimmed;
  if (!ADDRESS.test(address)) throw new Error(`${variable} must be one email address, ${example}, not "${trimmed}".`);
  return trimmed;
}
