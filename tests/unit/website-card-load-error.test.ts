// The dashboard's website card when GET /api/website fails (issue 37): it says the status could not be loaded
// and offers to try again; it never says the owner has no website. The store's real actions, with the answers
// a browser would get, and the card rendered from that state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import WebsiteCard from '../../src/features/website/WebsiteCard.tsx';
import { $loadError, $website, loadWebsite, retryLoadWebsite } from '../../src/features/website/website.store.ts';
import type { WebsiteStatus } from '../../src/schemas/website.ts';

const NO_DRAFT = 'You have no ready website draft yet. Create one first.';
const STATUS: WebsiteStatus = {
  can_publish: false,
  publish_blocked: NO_DRAFT,
  draft: null,
  site: null,
  versions: [],
  domain: null,
  plan_ends: null,
};
const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const card = () => renderToString(createElement(WebsiteCard));

afterEach(() => {
  vi.unstubAllGlobals();
  $website.set(undefined);
  $loadError.set(null);
});

describe('the website card when its status cannot be loaded', () => {
  it('says so with a Try again button, never "no website"', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'internal', message: 'Something went wrong on our side.' } }));
    await loadWebsite();
    expect($website.get()).toBeNull();
    expect($loadError.get()).toBeTruthy();
    const html = card();
    expect(html).toContain('could not be loaded');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('You have no website yet');
    expect(html).not.toContain(NO_DRAFT);
  });

  it('loads again on Try again: shown as loading meanwhile, then the status', async () => {
    vi.stubGlobal('fetch', answer(500, {}));
    await loadWebsite();
    vi.stubGlobal('fetch', answer(200, STATUS));
    const retried = retryLoadWebsite();
    expect(card()).toContain('Loading your website…');
    await retried;
    expect($loadError.get()).toBeNull();
    expect($website.get()).toEqual(STATUS);
    expect(card()).toContain('You have no website yet.'); // the server said so: now it is the answer
  });
});
