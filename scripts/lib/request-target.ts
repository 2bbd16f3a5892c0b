/**
 * What the front door (./front-door.ts) reads from a request line and Host header before anything is
 * forwarded, as pure functions. netlify dev trusts both: a malformed escape (`/files/%E0%A4%A`) made it
 * exit in issue 25 (the site then answered 503 for about a minute; netlify-cli 27.10.2 answers 400 with
 * its stack trace), a Host with `@` made it answer 500 with a stack trace ("Request cannot be
 * constructed from a URL that includes credentials"), and `%2e%2e` in a live website's path climbed
 * out of the `/_live` prefix the door adds (the WHATWG URL parser netlify dev and the functions use
 * resolves `%2e%2e`, `.%2e` and `\` as dot segments and separators) to the platform's own API and
 * other tenants' drafts (checked: /_live/%2e%2e/api/business/auth answered the API's 200). So:
 * - the Host must be a host name, an IPv4 address or a bracketed IPv6 address, with an optional port;
 * - the path must decode (well-formed %XX escapes of UTF-8), hold no NUL and no `.`/`..` segment in
 *   any spelling (`%2e`, `%2f`, `\`), and be at most MAX_PATH_LENGTH long;
 * - leading slashes and backslashes are one (`//evil.example/x` or `/\evil.example/x` read against a
 *   base URL name another host);
 * - an absolute-form target (`GET http://host/path`) names the host itself (RFC 9112 §3.2.2) and is
 *   forwarded in origin-form.
 * A browser never sends a dot segment (it resolves them before asking), so refusing them costs no visitor.
 */
import { isIPv6 } from 'node:net';

export const MAX_PATH_LENGTH = 8 * 1024;

export type TargetCheck =
  | { ok: true; host: string | undefined; path: string; query: string; decodedPath: string }
  | { ok: false; status: number; code: string; message: string };

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);

/**
 * A Host header as RFC 3986 allows it for a web server: reg-name (here DNS labels: letters, digits,
 * `-` and `_`; the percent-escapes and sub-delimiters the RFC also permits name no real host) or IPv4,
 * or `[IPv6]`, then an optional `:port` (0-65535).
 */
export function isValidHost(host: string): boolean {
  if (host.length === 0 || host.length > 260) return false;
  const match = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  const [, name, port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  if (name!.startsWith('[')) return isIPv6(name!.slice(1, -1));
  return name!.length <= 253 && HOST_NAME.test(name!);
}

/** The path decoded once, or undefined when an escape is malformed or not UTF-8. */
export function decodePath(path: string): string | undefined {
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return undefined;
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** True when a segment of the decoded path is `.` or `..` in any spelling a URL parser accepts. */
export function hasDotSegment(decodedPath: string): boolean {
  // After one decoding `%252e` is `%2e`, which a parser reading the forwarded path would take for `.`.
  return decodedPath.split(/[/\\]/).some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

const refuse = (status: number, code: string, message: string): TargetCheck => ({ ok: false, status, code, message });

/** Reads a request's target and Host: the host and origin-form path to route by, or the 4xx to answer. */
export function checkRequestTarget(rawTarget: string, hostHeader: string | undefined): TargetCheck {
  let host = hostHeader;
  let target = rawTarget;
  if (!target.startsWith('/')) {
    // Absolute-form (a proxy request): its authority is the host, whatever the Host header says.
    const absolute = /^https?:\/\/([^/?#]*)([^#]*)/i.exec(target);
    if (!absolute) return refuse(400, 'bad_request', 'The request target is not valid.');
    host = absolute[1];
    target = absolute[2] || '/';
    if (!target.startsWith('/')) target = `/${target}`;
  }
  if (host !== undefined && !isValidHost(host)) return refuse(400, 'bad_host', 'The Host header is not valid.');
  const queryAt = target.indexOf('?');
  // `//x` and `/\x` would name a host to a parser reading them against a base URL (`new URL('//x',
  // base)` is http://x/, and `//` alone throws): leading slashes and backslashes are one slash.
  const path = (queryAt === -1 ? target : target.slice(0, queryAt)).replace(/^[/\\]{2,}/, '/');
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  if (path.length > MAX_PATH_LENGTH) return refuse(414, 'uri_too_long', 'The address is too long.');
  const decodedPath = decodePath(path);
  if (decodedPath === undefined) return refuse(400, 'bad_path', 'The address has a malformed %-escape.');
  if (decodedPath.includes('\0')) return refuse(400, 'bad_path', 'The address is not valid.');
  if (hasDotSegment(decodedPath)) return refuse(400, 'bad_path', 'The address may not contain "." or ".." segments.');
  return { ok: true, host, path, query, decodedPath };
}

/**
 * True when the path names a scheduled function's URL. Netlify runs those on their schedule and serves
 * them at no public URL (netlify-cli's own notice, src/lib/functions/scheduled: "You can do this to test
 * your functions locally, but it won't work in production"); `builders` is the legacy on-demand-builder prefix.
 */
export function isScheduledFunctionPath(decodedPath: string, scheduled: ReadonlySet<string>): boolean {
  const match = /^\/+\.netlify\/+(?:functions|builders)\/+([^/]+)/i.exec(decodedPath);
  return Boolean(match && scheduled.has(match[1]!.toLowerCase()));
}
