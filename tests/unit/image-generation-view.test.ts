// How an image request reads on the media library (issue 42): generating, failed with why, or given up on
// after 15 minutes without a GET writing anything.
import { describe, expect, it } from 'vitest';
import { IMAGE_FAILED, generationView } from '../../src/server/content-tools/image-generations.ts';

const row = (over: Partial<Parameters<typeof generationView>[0]> = {}) => ({
  id: '7b0c5a4e-0000-4000-8000-000000000001',
  business_id: '7b0c5a4e-0000-4000-8000-000000000002',
  prompt: 'A latte on a wooden counter',
  status: 'generating' as const,
  error_message: null,
  created_at: new Date('2026-11-28T05:00:00Z'),
  ...over,
});
const at = (minutes: number) => Date.parse('2026-11-28T05:00:00Z') + minutes * 60_000;

describe('generationView', () => {
  it('shows a request being made, with no message', () => {
    expect(generationView(row(), at(14))).toMatchObject({ status: 'generating', message: null });
  });

  it('shows a failed request with the image service’s message, or the generic one', () => {
    const timeout = 'The image service took too long to answer. Your image was not counted: please try again.';
    expect(generationView(row({ status: 'error', error_message: timeout }), at(1))).toMatchObject({
      status: 'error',
      message: timeout,
    });
    expect(generationView(row({ status: 'error' }), at(1)).message).toBe(IMAGE_FAILED);
  });

  it('reads a request still generating after 15 minutes as failed, saying when its unit comes back', () => {
    expect(generationView(row(), at(16))).toEqual({
      id: row().id,
      prompt: 'A latte on a wooden counter',
      status: 'error',
      message: 'The image could not be made: please try again. Its unit comes back when you next make one.',
      createdAt: '2026-11-28T05:00:00.000Z',
    });
  });
});
