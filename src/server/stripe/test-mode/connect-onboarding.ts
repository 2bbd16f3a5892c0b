/**
 * Local test mode's stand-in for Stripe's hosted Express onboarding: the page an Account Link opens.
 * It says 'Test mode' and lets the developer complete onboarding (the account becomes active), submit
 * it with a document still due (restricted: payouts paused) or leave (nothing changes). Like Stripe,
 * a link works once and for a few minutes: an expired or used link sends the browser to refresh_url,
 * and every way out goes to return_url. A change is delivered to the site as `account.updated`.
 */
import type http from 'node:http';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { applyOnboarding } from './connect-accounts.ts';
import { render } from './connect-payments.ts';
import { now, type Obj, type StandInState } from './state.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1f;background:#f6f6f9}
main{max-width:40rem;margin:0 auto;padding:1rem}
section{background:#fff;border:1px solid #ddd;border-radius:8px;padding:1rem}
.test{background:#fff4d6;border:1px solid #d9a400;padding:.5rem .75rem;border-radius:6px}
form{margin:.75rem 0}button{font:inherit;padding:.5rem .9rem;border-radius:6px;border:1px solid #3a3da3;cursor:pointer}
.primary{background:#3a3da3;color:#fff}.secondary{background:#fff;color:#3a3da3}`;

function page(account: Obj, action: string): string {
  const button = (outcome: string, label: string, kind: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}">` +
    `<button class="${kind}">${escapeHtml(label)}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payout account onboarding — test mode</title>
<style>${STYLE}</style></head><body><main>
<p class="test" role="note"><strong>Test mode:</strong> this is Main Street's local stand-in for Stripe's Express
onboarding. No identity is checked, no bank account is connected and no money moves.</p>
<h1>Set up payouts</h1><section><p>Connected account <code>${escapeHtml(account.id)}</code>
${account.email ? ` for ${escapeHtml(account.email)}` : ''} (Canada, Express).</p>
<p>With Stripe, this is where the business gives its legal name, date of birth, address and bank account.</p>
${button('complete', 'Complete onboarding (payouts active)', 'primary')}
${button('restricted', 'Submit with an ID document still needed (restricted)', 'secondary')}
${button('leave', 'Leave onboarding for now', 'secondary')}</section></main></body></html>`;
}

/** Answers GET and POST /connect/onboarding/{link id}. */
export function connectOnboardingRoutes(s: StandInState, browserBase: () => string) {
  return async function onboarding(method: string, path: string, body: Obj, res: http.ServerResponse): Promise<void> {
    const id = path.match(/^\/connect\/onboarding\/([\w-]+)$/)?.[1];
    const link = id ? s.accountLinks.get(id) : undefined;
    const account = link ? s.accounts.get(link.account) : undefined;
    if (!link || !account) {
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such onboarding link.');
    }
    if (link.used || now() > link.expires_at) return void res.writeHead(303, { location: link.refresh_url }).end();
    if (method !== 'POST') {
      const html = page(account, `${browserBase()}/connect/onboarding/${id}`);
      const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
      return void res.writeHead(200, headers).end(html);
    }
    link.used = true;
    if (body.outcome === 'complete' || body.outcome === 'restricted') {
      applyOnboarding(account, body.outcome);
      await s.deliver('account.updated', render(account), account.id);
    }
    s.save();
    res.writeHead(303, { location: link.return_url }).end();
  };
}
