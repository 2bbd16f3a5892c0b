import { describe, expect, it } from 'vitest';
import { MESSAGE_FIELD_RULES, messageFormSchema } from '../../src/schemas/contact.ts';
import { CHECK_FIELD_SCRIPT } from '../../src/features/site-renderer/contact-form.ts';
import { ESCAPE_HTML_SCRIPT, escapeHtml } from '../../src/shared/html-escape.ts';

const HOSTILE = ['<script>alert(1)</script>', `"'><img src=x onerror=alert(1)>`, 'Tom & Jerry', '', 'plain', '&amp;'];

describe('the one HTML escaper', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('the browser-script copy gives the same output', () => {
    const inBrowser = new Function(`${ESCAPE_HTML_SCRIPT}; return escapeHtml;`)() as (v: unknown) => string;
    for (const input of HOSTILE) expect(inBrowser(input)).toBe(escapeHtml(input));
  });
});

describe("the generated site's contact checks are the schema's rules", () => {
  const check = new Function(`${CHECK_FIELD_SCRIPT}; return check;`)() as (rule: unknown, v: string) => string;
  const valid = { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.ca', phoneNumber: '', message: 'Hello' };
  const cases: [keyof typeof MESSAGE_FIELD_RULES, string][] = [
    ['firstName', ''],
    ['firstName', 'x'.repeat(61)],
    ['lastName', ''],
    ['email', ''],
    ['email', 'not-an-email'],
    ['email', 'ada@example'],
    ['phoneNumber', '780 555 0134'],
    ['phoneNumber', 'call me'],
    ['phoneNumber', '1'.repeat(31)],
    ['message', ''],
    ['message', 'y'.repeat(5001)],
    ['message', 'fine'],
  ];

  it.each(cases)('%s = %j gets the same message on both sides', (field, value) => {
    const parsed = messageFormSchema.safeParse({ ...valid, [field]: value });
    const fromSchema = parsed.success ? '' : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? '');
    expect(check(MESSAGE_FIELD_RULES[field], value)).toBe(fromSchema);
  });

  it('uses the spec texts (§5)', () => {
    expect(check(MESSAGE_FIELD_RULES.email, '')).toBe('Contact email is required');
    expect(check(MESSAGE_FIELD_RULES.phoneNumber, 'abc')).toBe(
      'Phone number may only contain numbers, spaces, and the symbols +, -, (, ).',
    );
  });
});
