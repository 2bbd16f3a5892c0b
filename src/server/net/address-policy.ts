/**
 * Which IP addresses a server-side fetch of a URL someone else supplied may connect to: public unicast
 * only. Loopback, private (RFC 1918, fc00::/7), shared/CGNAT (100.64/10), link-local (169.254/16,
 * fe80::/10), cloud metadata (169.254.169.254, fd00:ec2::254), unspecified, multicast, broadcast,
 * documentation, benchmarking and reserved ranges are refused, and so is any IPv6 form that carries an
 * IPv4 address inside (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96,
 * 6to4 2002::/16) when the IPv4 address inside is refused. Pure: ./safe-fetch.ts applies it to every
 * address DNS gives, on every redirect hop.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'reserved'
  | 'invalid';

/** [first address, prefix length, class]; the first match wins, so narrower ranges come first. */
const V4_RANGES: [string, number, AddressClass][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.169.254', 32, 'metadata'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['192.88.99.0', 24, 'reserved'], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'], // documentation
  ['203.0.113.0', 24, 'reserved'], // documentation
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // future use, and 255.255.255.255 broadcast
];

function v4ToNumber(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function classifyV4(value: number): AddressClass {
  for (const [first, bits, kind] of V4_RANGES) {
    const size = 2 ** (32 - bits);
    const start = v4ToNumber(first);
    if (value >= start && value < start + size) return kind;
  }
  return 'public';
}

/** The 128-bit value of an IPv6 address (zone index dropped), or undefined when it is not one. */
export function v6ToBigInt(address: string): bigint | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return undefined;
  let text = bare;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4ToNumber(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.reduce((n, group) => (n << 16n) + BigInt(parseInt(group, 16)), 0n);
}

const v6 = (address: string) => v6ToBigInt(address)!;
const inV6 = (value: bigint, first: string, bits: number) =>
  value >> BigInt(128 - bits) === v6(first) >> BigInt(128 - bits);
const low32 = (value: bigint) => Number(value & 0xffffffffn);

function classifyV6(value: bigint): AddressClass {
  if (value === 0n) return 'unspecified';
  if (value === 1n) return 'loopback';
  if (inV6(value, '::ffff:0:0', 96)) return classifyV4(low32(value)); // IPv4-mapped
  if (inV6(value, '::', 96)) return classifyV4(low32(value)); // IPv4-compatible (deprecated)
  if (inV6(value, '64:ff9b::', 96)) return classifyV4(low32(value)); // NAT64, well-known prefix
  if (inV6(value, '64:ff9b:1::', 48)) return 'private'; // NAT64, local use
  if (inV6(value, '2002::', 16)) return classifyV4(Number((value >> 80n) & 0xffffffffn)); // 6to4
  if (value === v6('fd00:ec2::254')) return 'metadata';
  if (inV6(value, 'fc00::', 7)) return 'private';
  if (inV6(value, 'fe80::', 10)) return 'link-local';
  if (inV6(value, 'fec0::', 10)) return 'private'; // site-local (deprecated)
  if (inV6(value, 'ff00::', 8)) return 'multicast';
  if (inV6(value, '2001::', 32)) return 'reserved'; // Teredo: an IPv4 address hidden inside
  if (inV6(value, '2001:2::', 48)) return 'reserved'; // benchmarking
  if (inV6(value, '2001:db8::', 32)) return 'reserved'; // documentation
  if (inV6(value, '100::', 64)) return 'reserved'; // discard
  // Global unicast is 2000::/3; everything else is unassigned.
  return inV6(value, '2000::', 3) ? 'public' : 'reserved';
}

/** The class of an IPv4 or IPv6 address (brackets and a zone index allowed); 'invalid' when it is neither. */
export function classifyAddress(address: string): AddressClass {
  if (isIPv4(address)) return classifyV4(v4ToNumber(address));
  const value = v6ToBigInt(address);
  return value === undefined ? 'invalid' : classifyV6(value);
}

const DESCRIPTIONS: Record<Exclude<AddressClass, 'public'>, string> = {
  loopback: 'the server itself (a loopback address)',
  private: 'a private network address',
  shared: "a carrier's internal network address",
  'link-local': 'a link-local network address',
  metadata: "a cloud server's internal metadata address",
  unspecified: 'an unspecified address (0.0.0.0 or ::)',
  multicast: 'a multicast address',
  reserved: 'a reserved address that is not on the public internet',
  invalid: 'an address that is not valid',
};

/** The sentence an owner reads when a check refuses an address. */
export function refusalMessage(host: string, kind: Exclude<AddressClass, 'public'>): string {
  return `Main Street did not visit ${host}: it points to ${DESCRIPTIONS[kind]}. Only public websites are checked.`;
}
