/**
 * The one way the server fetches a URL someone else supplied (an owner's website, the links on it):
 * public addresses only (./address-policy.ts), checked where the connection is made. The address is
 * checked after DNS resolution, inside the connection's own lookup, so the socket goes to the very
 * address that was checked (a name that resolves to a public address for a check and a private one
 * for the connection cannot slip between them), and again on every redirect hop, which is followed here,
 * by hand, at most `maxRedirects` times. A refused URL throws BlockedUrlError with a sentence for the owner.
 *
 * One exception, off Netlify only: `npm start` serves live websites at http://{slug}.localhost:{PORT}
 * (RFC 6761: *.localhost is loopback), so those, on the platform's own port, resolve to 127.0.0.1.
 * Nothing else on loopback is reachable, locally or on Netlify.
 */
import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { Agent, fetch as undiciFetch, type Response } from 'undici';
import { getPublishingConfig } from '../publishing/config.ts';
import { isOnNetlify } from '../session-secret.ts';
import { classifyAddress, refusalMessage, type AddressClass } from './address-policy.ts';

export class BlockedUrlError extends Error {
  constructor(readonly ownerMessage: string) {
    super(ownerMessage);
    this.name = 'BlockedUrlError';
  }
}

export interface SafeFetchInit {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Redirects followed (each hop checked again); one more is an error. Default 5. */
  maxRedirects?: number;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;
const answer = (options: { all?: boolean }, addresses: LookupAddress[], callback: LookupCallback) =>
  options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family);

type Resolve = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** A connection lookup that resolves as `resolve` does, then refuses if any address of the name is not public. */
export function publicOnlyLookup(resolve: Resolve = systemLookup as unknown as Resolve) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname, { ...(options as object), all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.map((a) => classifyAddress(a.address)).find((kind) => kind !== 'public');
      if (refused || addresses.length === 0)
        return callback(
          new BlockedUrlError(refusalMessage(hostname, (refused ?? 'invalid') as Exclude<AddressClass, 'public'>)),
          [],
        );
      answer(options, addresses, callback);
    });
  };
}

const publicOnly = new Agent({ connect: { lookup: publicOnlyLookup() as never } });
const localLiveSites = new Agent({
  connect: {
    lookup: ((_hostname: string, options: { all?: boolean }, callback: LookupCallback) =>
      answer(options, [{ address: '127.0.0.1', family: 4 }], callback)) as never,
  },
});

/** True for the platform's own local live-site host, http://{slug}.localhost:{PORT}, off Netlify. */
export function isLocalLiveSiteUrl(url: URL, env: NodeJS.ProcessEnv = process.env): boolean {
  if (isOnNetlify(env) || url.protocol !== 'http:') return false;
  const config = getPublishingConfig();
  if (config.sitesDomain !== 'localhost') return false;
  return /^[a-z0-9-]+\.localhost$/.test(url.hostname) && Number(url.port || 80) === (config.port ?? 80);
}

/** The connection pool for a URL, or BlockedUrlError when its scheme or literal address is refused. */
function dispatcherFor(url: URL): Agent {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlockedUrlError(`Main Street did not visit ${url.href}: only http and https addresses are checked.`);
  if (isLocalLiveSiteUrl(url)) return localLiveSites;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup, so it is checked here.
  const literal = classifyAddress(host);
  if (literal !== 'invalid' && literal !== 'public') throw new BlockedUrlError(refusalMessage(url.hostname, literal));
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw new BlockedUrlError(refusalMessage(url.hostname, 'loopback'));
  return publicOnly;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The BlockedUrlError behind a failed fetch (undici wraps what the lookup gave as the error's cause). */
function blockedCause(error: unknown): BlockedUrlError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof BlockedUrlError) return e;
  return undefined;
}

/** fetch for URLs someone else supplied: public addresses only, redirects followed and checked hop by hop. */
export async function safeFetch(input: string | URL, init: SafeFetchInit = {}): Promise<Response> {
  let url = new URL(input);
  const maxRedirects = init.maxRedirects ?? 5;
  for (let hop = 0; ; hop++) {
    const dispatcher = dispatcherFor(url);
    const res = await undiciFetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      signal: init.signal,
      redirect: 'manual',
      dispatcher,
    }).catch((error: unknown) => {
      throw blockedCause(error) ?? error;
    });
    const location = res.headers.get('location');
    if (!REDIRECTS.has(res.status) || !location) return res;
    await res.body?.cancel().catch(() => undefined);
    if (hop >= maxRedirects) throw new Error(`More than ${maxRedirects} redirects from ${input}.`);
    url = new URL(location, url);
  }
}
