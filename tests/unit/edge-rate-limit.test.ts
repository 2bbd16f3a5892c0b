import { describe, expect, it } from 'vitest';
import { createEdgeRateLimiter, rulesFromConfigs } from '../../scripts/lib/edge-rate-limit.ts';
import { config as blocMailConfig } from '../../functions/bloc-mail-create-new-bloc-mail.mts';

const configs = {
  post: { path: '/api/post', rateLimit: { windowLimit: 3, windowSize: 60, aggregateBy: ['ip', 'domain'] } },
  items: { path: ['/api/items/:id', '/api/all/*'], rateLimit: { windowLimit: 1, windowSize: 10, aggregateBy: 'ip' } },
  rewrite: { path: '/api/rewrite', rateLimit: { windowLimit: 1, windowSize: 10, action: 'rewrite', to: '/x' } },
  plain: { path: '/api/plain' },
};

describe("edge rate limits (the front door standing in for Netlify's edge)", () => {
  it("reads the blocking rules from function configs, with Netlify's path parameters", () => {
    const rules = rulesFromConfigs(configs);
    expect(rules).toHaveLength(3);
    expect(rules[1]!.path.test('/api/items/42')).toBe(true);
    expect(rules[1]!.path.test('/api/items/42/more')).toBe(false);
    expect(rules[2]!.path.test('/api/all/a/b')).toBe(true);
    expect(rules[0]!.path.test('/api/post/')).toBe(false);
  });

  it('the review and message endpoint carries a rule', () => {
    const [rule] = rulesFromConfigs({ blocMail: blocMailConfig });
    expect(rule?.path.test('/api/bloc-mail/create-new-bloc-mail')).toBe(true);
    expect(rule?.windowLimit).toBeGreaterThanOrEqual(10);
  });

  it('lets windowLimit requests through per address, then answers limited until the window slides', () => {
    let clock = 120_000; // the start of a window
    const limiter = createEdgeRateLimiter(rulesFromConfigs(configs), () => clock);
    const results = Array.from({ length: 5 }, () => limiter.check('/api/post', '10.0.0.1', 'a.test').limited);
    expect(results).toEqual([false, false, false, true, true]);
    expect(limiter.check('/api/post', '10.0.0.2', 'a.test').limited).toBe(false); // another address
    expect(limiter.check('/api/post', '10.0.0.1', 'b.test').limited).toBe(false); // another domain
    expect(limiter.check('/api/plain', '10.0.0.1', 'a.test').limited).toBe(false); // no rule
    clock += 60_000 + 30_000; // half of the previous window still overlaps: 3 * 0.5 = 1.5 counted
    const next = Array.from({ length: 3 }, () => limiter.check('/api/post', '10.0.0.1', 'a.test').limited);
    expect(next).toEqual([false, false, true]); // 1.5, 2.5, then 3.5 >= 3
    clock += 120_000;
    expect(limiter.check('/api/post', '10.0.0.1', 'a.test').limited).toBe(false);
  });

  it('says when to retry, and forgets idle keys when the table is full', () => {
    let clock = 0;
    const limiter = createEdgeRateLimiter(rulesFromConfigs(configs), () => clock, 10);
    limiter.check('/api/items/1', '10.0.0.9', 'a.test');
    clock = 4_000;
    expect(limiter.check('/api/items/1', '10.0.0.9', 'a.test')).toEqual({ limited: true, retryAfterSeconds: 6 });
    clock = 100_000;
    for (let i = 0; i < 12; i++) limiter.check('/api/items/1', `10.0.1.${i}`, 'a.test');
    expect(limiter.size()).toBeLessThanOrEqual(12);
    expect(limiter.size()).toBeGreaterThan(0);
  });
});
