// Which address the rate limits count: the front door's named client under netlify dev only.
import { afterEach, describe, expect, it } from 'vitest';
import { clientIp, LOCAL_CLIENT_HEADER } from '../../src/server/rate-limit.ts';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/x', { headers });

describe('clientIp', () => {
  const saved = process.env.NETLIFY_DEV;
  afterEach(() => {
    if (saved === undefined) delete process.env.NETLIFY_DEV;
    else process.env.NETLIFY_DEV = saved;
  });

  it('under netlify dev, takes the client the front door names over the proxy-rewritten X-Forwarded-For', () => {
    process.env.NETLIFY_DEV = 'true';
    expect(
      clientIp(request({ [LOCAL_CLIENT_HEADER]: '198.18.0.7', 'x-forwarded-for': '127.0.0.1' }), { ip: '127.0.0.1' }),
    ).toBe('198.18.0.7');
  });

  it("in production, ignores the local header: Netlify's context.ip decides", () => {
    delete process.env.NETLIFY_DEV;
    expect(clientIp(request({ [LOCAL_CLIENT_HEADER]: '198.18.0.7' }), { ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(
      clientIp(request({ [LOCAL_CLIENT_HEADER]: '198.18.0.7', 'x-nf-client-connection-ip': '203.0.113.10' })),
    ).toBe('203.0.113.10');
  });
});
