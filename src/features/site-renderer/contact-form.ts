/**
 * The generated site's contact form. It sends the visitor's message to the business through the
 * platform's message endpoint (spec §7 bloc-mail, a 'create-lead'). Its checks are the message
 * form's rules from src/schemas/contact.ts serialized into the script, and it escapes with the
 * project's one escaper, so the site, the island and the function agree on limits and messages.
 */
import { MESSAGE_FIELD_RULES } from '../../schemas/contact.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { ESCAPE_HTML_SCRIPT } from '../../shared/html-escape.ts';
import { esc } from './html.ts';

export const LEAD_ENDPOINT = '/api/bloc-mail/create-new-bloc-mail';

function field(name: string, label: string, type: string, extra = ''): string {
  const input = type === 'textarea'
    ? `<textarea id="cf-${name}" name="${name}" rows="6" aria-describedby="cf-${name}-error"${extra}></textarea>`
    : `<input id="cf-${name}" name="${name}" type="${type}" aria-describedby="cf-${name}-error"${extra}>`;
  return `<div class="field"><label for="cf-${name}">${label}</label>${input}<p class="error" id="cf-${name}-error"></p></div>`;
}

export function contactForm(spec: SiteSpec): string {
  const endpoint = new URL(LEAD_ENDPOINT, spec.platformUrl).href;
  return `<form class="contact" novalidate aria-labelledby="form-title" data-endpoint="${esc(endpoint)}"${spec.business.formId ? ` data-form-id="${esc(spec.business.formId)}"` : ''} data-business-name="${esc(spec.business.name)}" data-mail-to="${esc(spec.business.email)}"${spec.demo ? ' data-demo="true"' : ''}>
<div class="row">${field('firstName', 'First name', 'text', ' autocomplete="given-name" required')}${field('lastName', 'Last name', 'text', ' autocomplete="family-name" required')}</div>
<div class="row">${field('email', 'Email', 'email', ' autocomplete="email" required')}${field('phoneNumber', 'Phone (optional)', 'tel', ' autocomplete="tel"')}</div>
${field('message', 'Message', 'textarea', ' required')}
<div><button class="btn btn-primary" type="submit" disabled>Send message</button></div>
<noscript><p>This form needs JavaScript. Please call or email us instead.</p></noscript>
<p class="status" role="status" aria-live="polite"></p>
</form>`;
}

/** Declares `check(rule, trimmedValue)`: the first broken rule's message, or ''. Same order as the zod schema. */
export const CHECK_FIELD_SCRIPT = `const check = (rule, v) =>
    !v ? rule.required || '' : v.length > rule.max ? rule.maxMessage : rule.pattern && !new RegExp(rule.pattern).test(v) ? rule.patternMessage : '';`;

/** The form's script (no framework, ~3 KB): validates, posts the §7 body, reports the outcome. */
export const CONTACT_SCRIPT = `(() => {
  const form = document.querySelector('form.contact');
  if (!form) return;
  const status = form.querySelector('.status');
  const button = form.querySelector('button[type=submit]');
  button.disabled = false; // enabled once this script runs, so the form never submits without it
  ${ESCAPE_HTML_SCRIPT}
  const rules = ${JSON.stringify(MESSAGE_FIELD_RULES)};
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
      status.textContent = 'This is an example website made with Main Street, so this message was not sent anywhere.';
      return;
    }
    const content = '<p>' + escapeHtml(data.message).replace(/\\n/g, '<br>') + '</p>';
    const body = {
      mail_type: 'internal',
      mail_history: { sender: { type: 'visitor', id: null }, sender_name: data.firstName + ' ' + data.lastName, mail_to: d.businessName, mail_title: 'lead', mail_content: content },
      message_type: 'new-mail',
      additional_function: JSON.stringify({ type: 'create-lead', form_id: d.formId, firstName: data.firstName, lastName: data.lastName, email: data.email, phoneNumber: data.phoneNumber || undefined, message: data.message, source: 'website' }),
    };
    button.disabled = true;
    status.className = 'status';
    status.textContent = 'Sending…';
    try {
      const res = await fetch(d.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) {
        const answer = await res.json().catch(() => null);
        throw new Error((answer && answer.error && answer.error.message) || 'not sent');
      }
      form.reset();
      status.className = 'status ok';
      status.textContent = 'Thank you, ' + data.firstName + '! Your message was sent to ' + d.businessName + '. We will reply to ' + data.email + ' soon.';
    } catch (error) {
      status.className = 'status fail';
      status.textContent = 'Your message could not be sent right now (' + error.message + '). Please try again, or email ' + d.mailTo + '.';
    } finally {
      button.disabled = false;
    }
  });
})();
`;
