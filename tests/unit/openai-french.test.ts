// The OpenAI copywriter writing French (issue 31): the real SDK against an OpenAI-compatible stand-in
// on 127.0.0.1. The request names the language, the system prompt asks for Canadian French, and an
// answer that invents facts is sent back once with the problems named.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiCopywriter } from '../../src/server/ai/openai.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import type { CopyRequest } from '../../src/server/ai/copywriter.ts';

const REQ: CopyRequest = {
  businessName: 'Café Aurore',
  overview: 'Un café de quartier qui torréfie ses grains.',
  websiteType: 'cafe',
  typeName: 'Cafe',
  subCategoryName: 'Coffee Shop',
  subCategory: 'coffee-shop',
  pages: ['home', 'services', 'about', 'contact'],
  services: [{ slug: 'takeout', name: 'Takeout', summary: 'Quick counter service and call-ahead pickup.' }],
  city: 'Sherbrooke',
  province: 'Quebec',
  phone: '+1 819-555-0142',
  email: 'allo@aurore.ca',
  variant: 1,
  language: 'fr',
};

const seen: { system: string; prompt: Record<string, unknown>; messages: number }[] = [];
let server: Server;
let baseURL = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const body = JSON.parse(data);
      const system = body.messages[0].content as string;
      const prompt = JSON.parse(body.messages[1].content);
      seen.push({ system, prompt, messages: body.messages.length });
      // First answer: French copy with an invented founding year and price; the retry: clean French copy.
      const copy = writeBuiltinCopy({ ...REQ, language: prompt.language.startsWith('fr') ? 'fr' : 'en' });
      const content = JSON.stringify(
        body.messages.length === 2 ? { ...copy, tagline: 'Le café du quartier depuis 1998, dès 2,50 $' } : copy,
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the OpenAI copywriter in French', () => {
  it('asks for Canadian French, rejects invented facts once, and returns the checked French copy', async () => {
    const writer = openAiCopywriter({ apiKey: 'sk-test', baseURL, model: 'stand-in', timeoutMs: 5000 });
    const copy = await writer.write(REQ);
    expect(seen).toHaveLength(2);
    expect(seen[0]!.prompt).toMatchObject({ language: 'fr-CA (Canadian French)', business_name: 'Café Aurore' });
    expect(seen[0]!.system).toContain('Canadian French');
    expect(seen[0]!.system).toContain('never invent facts');
    expect(seen[1]!.messages).toBe(4);
    expect(copy.services[0]).toMatchObject({ slug: 'takeout', name: 'À emporter' });
    expect(copy.tagline).not.toContain('1998');
    expect(copy.contact.intro).toContain('819\u00a0555-0142');
  });

  it('asks for Canadian English when the site is in English', async () => {
    seen.length = 0;
    const writer = openAiCopywriter({ apiKey: 'sk-test', baseURL, model: 'stand-in', timeoutMs: 5000 });
    await writer.write({ ...REQ, language: 'en', businessName: 'Aurore Coffee' }).catch(() => undefined);
    expect(seen[0]!.prompt.language).toBe('en-CA (Canadian English)');
    expect(seen[0]!.system).not.toContain('Canadian French');
  });
});
