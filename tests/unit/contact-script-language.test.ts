/**
 * A generated site's contact script posts the page's language with the message (issue 42), so a message written
 * on a French page is stored as French. The script runs here against a minimal stand-in for its form.
 */
import { describe, expect, it } from 'vitest';
import { contactScript } from '../../src/features/site-renderer/contact-form.ts';
import { en } from '../../src/features/site-renderer/i18n/en.ts';
import { fr } from '../../src/features/site-renderer/i18n/fr.ts';
import type { RendererText } from '../../src/features/site-renderer/i18n/types.ts';

const typed: Record<string, string> = {
  firstName: 'Ada',
  lastName: 'Tremblay',
  email: 'ada@example.ca',
  phoneNumber: '',
  message: 'Bonjour, avez-vous des croissants le dimanche?',
};

/** Runs the script of one language on a filled form, submits it, and returns the create-lead it posted. */
async function postedLead(t: RendererText): Promise<Record<string, unknown>> {
  let onSubmit: ((event: { preventDefault(): void }) => Promise<void>) | undefined;
  const node = () => ({ textContent: '', className: '', disabled: true, setAttribute() {}, focus() {} });
  const elements = Object.fromEntries(Object.entries(typed).map(([k, value]) => [k, { ...node(), value }]));
  const form = {
    dataset: { endpoint: 'http://127.0.0.1:8888/api/bloc-mail/create-new-bloc-mail', formId: 'form-1' },
    elements,
    querySelector: () => node(),
    addEventListener: (_: string, handler: typeof onSubmit) => (onSubmit = handler),
    reset() {},
  };
  const posted: string[] = [];
  const fetch = async (_url: string, init: { body: string }) => {
    posted.push(init.body);
    return new Response('{}', { status: 201 });
  };
  new Function('document', 'fetch', contactScript(t))({ querySelector: () => form }, fetch);
  await onSubmit!({ preventDefault() {} });
  expect(posted).toHaveLength(1);
  return JSON.parse(JSON.parse(posted[0]!).additional_function);
}

describe("a generated site's contact script", () => {
  it('sends the language of its page with the message', async () => {
    expect(await postedLead(fr)).toMatchObject({ type: 'create-lead', form_id: 'form-1', language: 'fr' });
    expect(await postedLead(en)).toMatchObject({ type: 'create-lead', form_id: 'form-1', language: 'en' });
  });
});
