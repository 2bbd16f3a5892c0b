import { describe, expect, it, vi } from 'vitest';
import {
  interpretResponse,
  validateContact,
  firstInvalidField,
  EMPTY_VALUES,
} from '../../src/features/listing-interactions/contact-form.ts';

// The form's wording, written out so a change of text fails here.
const NETWORK_ERROR =
  'We could not reach Main Street. Check your connection and try again; what you wrote is still here.';
const RATE_LIMITED = 'You have sent several reviews or messages in a short time. Please wait 10 minutes and try again.';
import {
  contactFormStore,
  setField,
  submitContactForm,
} from '../../src/features/listing-interactions/contact-form.store.ts';
import { reviewOutcome } from '../../src/shared/outcomes.ts';

const filled = {
  firstName: 'Ada',
  lastName: 'Tremblay',
  email: 'ada@example.ca',
  phoneNumber: '',
  rating: 4,
  message: 'Lovely',
};
const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('contact form logic', () => {
  it('validates with the §5 messages, rating only for reviews', () => {
    const errors = validateContact('review', EMPTY_VALUES);
    expect(errors).toMatchObject({ firstName: 'First name is required', rating: 'Rating must be at least 1' });
    expect(firstInvalidField(errors)).toBe('firstName');
    expect(validateContact('message', { ...filled, rating: 0 })).toEqual({});
  });

  it('reads every answer', () => {
    expect(
      interpretResponse('review', 201, { review: { id: 'r1', status: 'pending', moderation_reason: null } }),
    ).toMatchObject({
      kind: 'sent',
      message: 'Your review has been submitted and will appear once approved.',
    });
    expect(interpretResponse('message', 201, {})).toMatchObject({
      kind: 'sent',
      message: expect.stringMatching(/^Thank you/),
    });
    expect(interpretResponse('review', 400, { error: { fields: { email: ['Invalid email address'] } } })).toMatchObject(
      { kind: 'invalid', errors: { email: 'Invalid email address' } },
    );
    expect(interpretResponse('review', 429, {})).toEqual({ kind: 'failed', message: RATE_LIMITED });
    expect(interpretResponse('review', 500, 'oops')).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/on our side/),
    });
  });

  it('explains a rejection in a plain sentence, and never shows why a pending review is held', () => {
    expect(reviewOutcome('rejected', 'duplicate')).toBe(
      'Your review was not published because this business already has a review from you, or the same text was ' +
        'posted about it recently.',
    );
    expect(reviewOutcome('rejected', null)).toBe('Your review was not published.');
    for (const reason of ['rate-limit', 'spam', 'abusive'] as const) {
      expect(reviewOutcome('pending', reason)).toBe('Your review has been submitted and will appear once approved.');
    }
    expect(reviewOutcome('rejected', 'rate-limit')).not.toMatch(/Rate limit|\(/);
  });
});

describe('contact form store', () => {
  it('keeps what was typed on a network failure and on a 429, clears it on success', async () => {
    const store = contactFormStore('listing-1', 'review');
    for (const [k, v] of Object.entries(filled)) setField(store, k as keyof typeof filled, v as never);

    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await submitContactForm(store, { mode: 'review', listingId: 'listing-1', businessName: 'B' }, offline);
    expect(store.get()).toMatchObject({ phase: 'editing', notice: NETWORK_ERROR, values: filled });

    const limited = vi
      .fn()
      .mockResolvedValue(jsonResponse(429, { error: { code: 'rate_limited', message: 'Please wait 10 minutes.' } }));
    await submitContactForm(store, { mode: 'review', listingId: 'listing-1', businessName: 'B' }, limited);
    expect(store.get()).toMatchObject({ phase: 'editing', notice: 'Please wait 10 minutes.', values: filled });

    const ok = vi
      .fn()
      .mockResolvedValue(jsonResponse(201, { review: { id: 'r1', status: 'pending', moderation_reason: null } }));
    await submitContactForm(store, { mode: 'review', listingId: 'listing-1', businessName: 'B' }, ok);
    expect(store.get()).toMatchObject({
      phase: 'sent',
      notice: 'Your review has been submitted and will appear once approved.',
      values: EMPTY_VALUES,
    });
    const [url, init] = ok.mock.calls[0]!;
    expect(url).toBe('/api/bloc-mail/create-new-bloc-mail');
    expect(JSON.parse(JSON.parse(init.body).additional_function)).toMatchObject({
      type: 'directory-review',
      business_id: 'listing-1',
      rating: 4,
    });
  });

  it('does not post an invalid form, and posts once while in flight', async () => {
    const store = contactFormStore('listing-2', 'message');
    const fetcher = vi.fn();
    expect(
      await submitContactForm(store, { mode: 'message', listingId: 'listing-2', businessName: 'B' }, fetcher),
    ).toMatchObject({ firstName: 'First name is required' });
    expect(fetcher).not.toHaveBeenCalled();

    for (const [k, v] of Object.entries(filled)) setField(store, k as keyof typeof filled, v as never);
    let release: (r: Response) => void = () => undefined;
    const slow = vi.fn().mockReturnValue(new Promise<Response>((r) => (release = r)));
    const first = submitContactForm(store, { mode: 'message', listingId: 'listing-2', businessName: 'B' }, slow);
    expect(store.get().phase).toBe('sending');
    await submitContactForm(store, { mode: 'message', listingId: 'listing-2', businessName: 'B' }, slow);
    release(jsonResponse(201, { lead: { id: 'l1' } }));
    await first;
    expect(slow).toHaveBeenCalledTimes(1);
    expect(store.get().phase).toBe('sent');
  });

  it("shows the server's field errors under the fields", async () => {
    const store = contactFormStore('listing-3', 'message');
    for (const [k, v] of Object.entries(filled)) setField(store, k as keyof typeof filled, v as never);
    const bad = vi
      .fn()
      .mockResolvedValue(
        jsonResponse(400, { error: { code: 'validation_failed', fields: { email: ['Invalid email address'] } } }),
      );
    expect(await submitContactForm(store, { mode: 'message', listingId: 'listing-3', businessName: 'B' }, bad)).toEqual(
      { email: 'Invalid email address' },
    );
    expect(store.get().errors).toEqual({ email: 'Invalid email address' });
    setField(store, 'email', 'other@example.ca');
    expect(store.get().errors).toEqual({});
  });
});
