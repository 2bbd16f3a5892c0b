import { describe, expect, it } from 'vitest';
import retrieveAll from '../../functions/tool-retrieve-all.mts';
import retrieveDetails from '../../functions/tool-retrieve-details.mts';
import { call } from './helpers.ts';

describe('GET /api/tool/retrieve-all', () => {
  it('lists the seeded tools in the spec shape', async () => {
    const { status, body } = await call(retrieveAll, '/api/tool/retrieve-all');
    expect(status).toBe(200);
    const tools = body as Record<string, unknown>[];
    expect(tools.length).toBeGreaterThanOrEqual(30);
    const maintenance = tools.find((t) => t.tool_unique_id === 'website-maintenance');
    expect(maintenance).toMatchObject({ name: expect.any(String), tool_images: expect.any(Array) });
    const directory = JSON.parse(String(maintenance?.business_directory));
    expect(directory[0].business_categories[0]).toHaveProperty('category_name');
  });

  it('refuses other methods with 405', async () => {
    const { status, body } = await call(retrieveAll, '/api/tool/retrieve-all', { method: 'POST' });
    expect(status).toBe(405);
    expect(body).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});

describe('GET /api/tool/retrieve-details', () => {
  it('returns one tool', async () => {
    const { status, body } = await call(retrieveDetails, '/api/tool/retrieve-details?tool_unique_id=task-manager');
    expect(status).toBe(200);
    expect(body).toMatchObject({ tool_unique_id: 'task-manager' });
  });

  it('answers 400 naming the missing parameter', async () => {
    const { status, body } = await call(retrieveDetails, '/api/tool/retrieve-details');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { fields: { tool_unique_id: ['tool_unique_id is required.'] } } });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await call(retrieveDetails, '/api/tool/retrieve-details?tool_unique_id=%3Cscript%3E')).status).toBe(400);
    expect((await call(retrieveDetails, '/api/tool/retrieve-details?tool_unique_id=no-such-tool')).status).toBe(404);
  });
});
