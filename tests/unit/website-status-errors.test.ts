// The dashboard's website status says "no draft" only when there is none: a failure to read the draft (the
// database's) is an error, never shown as "You have no ready website draft yet" (src/server/publishing/status.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound } from '../../src/server/http.ts';
import type { SessionBusiness } from '../../src/server/auth/session.ts';

const { loadSpecForPublish } = vi.hoisted(() => ({ loadSpecForPublish: vi.fn() }));
vi.mock('../../src/server/publishing/publish.ts', () => ({ loadSpecForPublish, PUBLISH_NEEDS_PLAN: 'needs a plan' }));
vi.mock('../../src/server/publishing/websites-repo.ts', () => ({
  findWebsite: async () => undefined,
  listVersions: async () => [],
  findDomain: async () => undefined,
}));
vi.mock('../../src/server/db/client.ts', () => ({ query: async () => [] }));
vi.mock('../../src/server/publishing/config.ts', () => ({
  getPublishingConfig: () => ({
    sitesDomain: 'localhost',
    protocol: 'http',
    platformHosts: [],
    apexIps: [],
    dnsServers: [],
  }),
}));

const { websiteStatus } = await import('../../src/server/publishing/status.ts');
const business = { id: 'b1', rank: 'basic' } as unknown as SessionBusiness;
const NO_DRAFT = 'You have no ready website draft yet. Create one first.';

beforeEach(() => {
  loadSpecForPublish.mockReset();
});

describe('website status and the draft', () => {
  it('says there is no draft when there is none', async () => {
    loadSpecForPublish.mockImplementation(async () => {
      throw notFound(NO_DRAFT);
    });
    const status = await websiteStatus({ ...business, rank: 'complete' } as SessionBusiness);
    expect(status.draft).toBeNull();
    expect(status.can_publish).toBe(false);
    expect(status.publish_blocked).toBe(NO_DRAFT);
  });

  it('fails, instead of saying "no draft", when the draft cannot be read', async () => {
    loadSpecForPublish.mockImplementation(async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    await expect(websiteStatus(business)).rejects.toThrow('Connection terminated unexpectedly');
  });
});
