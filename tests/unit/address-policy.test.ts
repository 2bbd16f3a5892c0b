// Which addresses a fetch of someone else's URL may reach (pure), and the connection lookup that applies
// it after DNS resolution (with a stand-in resolver: the answer DNS would give, without the network).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { Agent, fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { classifyAddress, refusalMessage, v6ToBigInt } from '../../src/server/net/address-policy.ts';
import { BlockedUrlError, publicOnlyLookup } from '../../src/server/net/safe-fetch.ts';

describe('classifyAddress', () => {
  it.each([
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.100.100.200', 'shared'],
    ['169.254.169.254', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.0.170', 'reserved'],
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['169.253.255.255', 'public'],
    ['11.0.0.1', 'public'],
    ['223.255.255.255', 'public'],
    // IPv6
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['64:ff9b:1::1', 'private'],
    ['2606:4700:4700::1111', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['[2a00:1450::1]', 'public'],
    ['4000::1', 'reserved'],
    // IPv4 inside IPv6
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:7F00:0001', 'loopback'],
    ['[::ffff:169.254.169.254]', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::808:808', 'public'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', 'public'],
    // Not addresses
    ['localhost', 'invalid'],
    ['127.1', 'invalid'],
    ['', 'invalid'],
    ['1.2.3.4.5', 'invalid'],
    ['::ffff:999.0.0.1', 'invalid'],
  ])('%s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it('reads every spelling of an IPv6 address to the same value', () => {
    expect(v6ToBigInt('::ffff:127.0.0.1')).toBe(v6ToBigInt('0:0:0:0:0:ffff:7f00:1'));
    expect(v6ToBigInt('fe80::1%25eth0')).toBe(v6ToBigInt('fe80:0::0:1'));
    expect(v6ToBigInt('nope')).toBeUndefined();
  });

  it('says what was refused in words an owner reads', () => {
    expect(refusalMessage('127.0.0.1', 'loopback')).toBe(
      'Main Street did not visit 127.0.0.1: it points to the server itself (a loopback address). Only public websites are checked.',
    );
  });
});

describe('the connection lookup (after DNS, on the connection itself)', () => {
  const resolving = (answers: Record<string, string[]>) =>
    publicOnlyLookup((hostname, _options, callback) => {
      const found = answers[hostname];
      if (!found)
        return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(
        null,
        found.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    });
  const lookupOnce = (lookup: ReturnType<typeof publicOnlyLookup>, hostname: string, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      lookup(hostname, { all }, (error, address) => resolve({ error, address })),
    );

  it('passes a name whose addresses are all public, in the shape asked for', async () => {
    const lookup = resolving({ 'shop.example': ['93.184.216.34', '2606:2800:220:1::1'] });
    expect(await lookupOnce(lookup, 'shop.example', false)).toEqual({ error: null, address: '93.184.216.34' });
    expect((await lookupOnce(lookup, 'shop.example', true)).address).toHaveLength(2);
  });

  it('refuses a name that resolves to loopback, or to a public and a private address at once', async () => {
    const lookup = resolving({
      'rebind.example': ['127.0.0.1'],
      'mixed.example': ['93.184.216.34', '10.0.0.5'],
      'meta.example': ['::ffff:169.254.169.254'],
    });
    for (const [name, kind] of [
      ['rebind.example', 'loopback'],
      ['mixed.example', 'private'],
      ['meta.example', 'metadata'],
    ] as const) {
      const { error } = await lookupOnce(lookup, name, true);
      expect(error).toBeInstanceOf(BlockedUrlError);
      expect((error as BlockedUrlError).ownerMessage).toBe(refusalMessage(name, kind));
    }
    expect((await lookupOnce(lookup, 'missing.example', false)).error?.message).toContain('ENOTFOUND');
  });

  it('is the lookup the connection uses: a fetch to a name DNS points at loopback never connects', async () => {
    let connected = 0;
    const server = http.createServer((_req, res) => res.end('reached')).on('connection', () => (connected += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ connect: { lookup: resolving({ 'rebind.example': ['127.0.0.1'] }) as never } });
    const error = await fetch(`http://rebind.example:${(server.address() as AddressInfo).port}/`, {
      dispatcher: agent,
    }).catch((e: Error) => e);
    server.close();
    await agent.close();
    expect((error as Error).cause).toBeInstanceOf(BlockedUrlError);
    expect(connected).toBe(0);
  });
});
