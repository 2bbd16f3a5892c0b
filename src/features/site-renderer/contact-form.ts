/**
 * The generated site's contact form. It sends the visitor's message to the business through the
 * platform's message endpoint (spec §7 bloc-mail, a 'create-lead'). Its checks are the message
 * form's rules from src/schemas/contact.ts serialized into the script, and it escapes with the
 * project's one escaper, so the site, the island and the function agree on limits and messages.
 */
import type { SiteSpec } from '../../schemas/site-spec.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import { ESCAPE_HTML_SCRIPT } from '../../shared/html-escape.ts';
import { esc } from './html.ts';
import { en } from './i18n/en.ts';
import type { RendererText } from './i18n/types.ts';

export const LEAD_ENDPOINT = '/api/bloc-mail/create-new-bloc-mail';

function field(name: string, label: string, type: string, extra = ''): string {
  const input =
    type === 'textarea'
      ? `<textarea id="cf-${name}" name="${name}" rows="6" aria-describedby="cf-${name}-error"${extra}></textarea>`
      : `<input id="cf-${name}" name="${name}" type="${type}" aria-describedby="cf-${name}-error"${extra}>`;
  return `<div class="field"><label for="cf-${name}">${label}</label>${input}<p class="error" id="cf-${name}-error"></p></div>`;
}

/** The form script of one language: assets/contact.js in English, assets/contact-fr.js in French. */
export const contactScriptFile = (lang: SiteLanguage) =>
  lang === 'en' ? 'assets/contact.js' : `assets/contact-${lang}.js`;

export function contactForm(spec: SiteSpec, t: RendererText = en): string {
  const f = t.form;
  const endpoint = new URL(LEAD_ENDPOINT, spec.platformUrl).href;
  return `<form class="contact" novalidate aria-labelledby="form-title" data-endpoint="${esc(endpoint)}"${spec.business.formId ? ` data-form-id="${esc(spec.business.formId)}"` : ''} data-business-name="${esc(spec.business.name)}" data-mail-to="${esc(spec.business.email)}"${spec.demo ? ' data-demo="true"' : ''}>
<div class="row">${field('firstName', f.firstName, 'text', ' autocomplete="given-name" required')}${field('lastName', f.lastName, 'text', ' autocomplete="family-name" required')}</div>
<div class="row">${field('email', f.email, 'email', ' autocomplete="email" required')}${field('phoneNumber', f.phone, 'tel', ' autocomplete="tel"')}</div>
${field('message', f.message, 'textarea', ' required')}
<div><button class="btn btn-primary" type="submit" disabled>${f.send}</button></div>
<noscript><p>${f.noscript}</p></noscript>
<p class="status" role="status" aria-live="polite"></p>
</form>`;
}

/** Declares `check(rule, trimmedValue)`: the first broken rule's message, or ''. Same order as the zod schema. */
export const CHECK_FIELD_SCRIPT = `const check = (rule, v) =>
    !v ? rule.required || '' : v.length > rule.max ? rule.maxMessage : rule.pattern && !new RegExp(rule.pattern).test(v) ? rule.patternMessage : '';`;

/**
 * The form's script in one language (no framework, ~3 KB): validates, posts the §7 body with the page's language (the
 * message is stored in it, issue 42), reports the outcome.
 */
export function contactScript(t: RendererText): string {
  const m = t.form.script;
  const str = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `(() => {
  const form = document.querySelector('form.contact');
  if (!form) return;
  const status = form.querySelector('.status');
  const button = form.querySelector('button[type=submit]');
  button.disabled = false; // enabled once this script runs, so the form never submits without it
  ${ESCAPE_HTML_SCRIPT}
  const rules = ${JSON.stringify(t.form.rules)};
  ${CHECK_FIELD_SCRIPT}
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = Object.fromEntries(Object.keys(rules).map((k) => [k, String(form.elements[k].value || '').trim()]));
    let firstBad = null;
    for (const [name, rule] of Object.entries(rules)) {
      const message = check(rule, data[name]);
      const input = form.elements[name];
      form.querySelector('#cf-' + name + '-error').textContent = message;
      input.setAttribute('aria-invalid', message ? 'true' : 'false');
      if (message && !firstBad) firstBad = input;
    }
    if (firstBad) { firstBad.focus(); return; }
    const d = form.dataset;
    if (d.demo) {
      status.className = 'status ok';
      status.textContent = ${str(m.demo)};
      return;
    }
    const content = '<p>' + escapeHtml(data.message).replace(/\\n/g, '<br>') + '</p>';
    const body = {
      mail_type: 'internal',
      mail_history: { sender: { type: 'visitor', id: null }, sender_name: data.firstName + ' ' + data.lastName, mail_to: d.businessName, mail_title: 'lead', mail_content: content },
      message_type: 'new-mail',
      additional_function: JSON.stringify({ type: 'create-lead', form_id: d.formId, firstName: data.firstName, lastName: data.lastName, email: data.email, phoneNumber: data.phoneNumber || undefined, message: data.message, source: 'website', language: ${str(t.lang)} }),
    };
    button.disabled = true;
    status.className = 'status';
    status.textContent = ${str(m.sending)};
    try {
      const res = await fetch(d.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) {
        const answer = await res.json().catch(() => null);
        throw new Error((answer && answer.error && answer.error.message) || ${str(m.notSent)});
      }
      form.reset();
      status.className = 'status ok';
      status.textContent = ${m.thanksExpr};
    } catch (error) {
      status.className = 'status fail';
      status.textContent = ${m.failExpr};
    } finally {
      button.disabled = false;
    }
  });
})();
`;
}

/** The English script (assets/contact.js). */
export const CONTACT_SCRIPT = contactScript(en);
