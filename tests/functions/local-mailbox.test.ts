// The local mailbox (issue 26): npm start's front door shows the outbox's emails at /_local/mailbox
// (newest first, HTML in a sandboxed frame, links clickable) only without SMTP_URL, only to this
// machine and only on the platform's own hosts; everything else under /_local/ is a 404.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTempOutbox } from './outbox.ts';
import { sendEmail } from '../../src/server/mail/send.ts';
import { createLocalRoutes } from '../../scripts/lib/local-routes.ts';
import { PLATFORM_HOSTS } from '../../scripts/lib/front-door.ts';
import { watchOutbox } from '../../scripts/lib/outbox.ts';
import { leadEmail } from '../../src/server/mail/templates.ts';

const outbox = useTempOutbox();
const servers: http.Server[] = [];

async function serve(outboxDir: string | undefined): Promise<string> {
  const routes = createLocalRoutes({ outboxDir, platformHosts: PLATFORM_HOSTS });
  const server = http.createServer((req, res) => {
    if (!routes(req, res, Buffer.alloc(0))) res.writeHead(418).end('not local');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const content = (n: number) => ({
  subject: `Confirm your email ${n}`,
  text: `Hello,\n\nOpen this link: http://localhost:8888/confirm-account#token=abc${n}\n`,
  html: `<p>Hello <script>alert(1)</script><a href="http://localhost:8888/confirm-account#token=abc${n}">Confirm</a></p>`,
  actionUrl: `http://localhost:8888/confirm-account#token=abc${n}`,
});

let base: string;
beforeAll(async () => {
  await sendEmail('first@example.ca', content(1));
  await new Promise((r) => setTimeout(r, 5)); // file names carry the time: keep the order certain
  await sendEmail('second@example.ca', content(2));
  base = await serve(outbox());
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

describe('/_local/mailbox without SMTP_URL', () => {
  it('lists every email, newest first, and says it is on', async () => {
    const page = await (await fetch(`${base}/_local/mailbox`)).text();
    expect(page.indexOf('Confirm your email 2')).toBeGreaterThan(0);
    expect(page.indexOf('Confirm your email 2')).toBeLessThan(page.indexOf('Confirm your email 1'));
    const status = await (await fetch(`${base}/_local/mailbox.json`)).json();
    const second = { to: 'second@example.ca', actionLink: 'http://localhost:8888/confirm-account#token=abc2' };
    const newestFirst = [second, { to: 'first@example.ca' }];
    expect(status).toMatchObject({ mailbox: '/_local/mailbox', messages: newestFirst });
  });

  it('shows one email: text links clickable, the HTML part in a sandboxed frame without scripts', async () => {
    const { messages } = (await (await fetch(`${base}/_local/mailbox.json`)).json()) as { messages: { id: string }[] };
    const res = await fetch(`${base}/_local/mailbox/${messages[0]!.id}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<a href="http://localhost:8888/confirm-account#token=abc2">');
    expect(page).toMatch(
      /<iframe title="The email as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="/,
    );
    expect(page).not.toContain('allow-scripts');
    expect(page).not.toContain('<script>alert(1)</script>'); // escaped into srcdoc, and the frame runs no scripts
  });

  it('answers 404 for an unknown or malformed message and any other /_local/ path', async () => {
    for (const path of [
      '/_local/mailbox/nope.eml',
      '/_local/mailbox/..%2Fsession-secret',
      '/_local/mailbox/%E0%A4%A',
      '/_local/anything',
      '/_local/stripe/v3/',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('is not a mailbox on a live website host', async () => {
    const res = await new Promise<number>((resolve) =>
      http.get(
        `${base}/_local/mailbox`,
        { headers: { host: 'bakery.localhost' } },
        (r) => (r.resume(), resolve(r.statusCode ?? 0)),
      ),
    );
    expect(res).toBe(404);
  });

  it('leaves every other path to the site', async () => {
    expect((await fetch(`${base}/checkout`)).status).toBe(418);
  });
});

describe('with SMTP_URL set', () => {
  it('there is no mailbox: 404, and no status for pages to link to', async () => {
    const withSmtp = await serve(undefined); // local-services.ts passes no outbox when SMTP_URL is set
    expect((await fetch(`${withSmtp}/_local/mailbox`)).status).toBe(404);
    expect((await fetch(`${withSmtp}/_local/mailbox.json`)).status).toBe(404);
  });
});

describe("the 'Open the link in this email' button", () => {
  const button = /<a class="btn" href="([^"]*)">Open the link in this email<\/a>/;
  type Listed = { messages: { id: string; actionLink: string | null }[] };
  const newest = async () => ((await (await fetch(`${base}/_local/mailbox.json`)).json()) as Listed).messages[0]!;

  it("opens a lead notification's own link (the inbox), never the visitor's URL that comes first", async () => {
    const lead = leadEmail({
      businessName: 'Maple Bakery',
      firstName: 'Eve',
      lastName: 'Visitor',
      email: 'eve@example.ca',
      source: 'listing',
      message: 'Claim your prize at https://evil.example/phish before you read on',
      inboxUrl: 'http://localhost:8888/dashboard/inbox/',
    });
    expect(lead.text.indexOf('https://evil.example/phish')).toBeLessThan(lead.text.indexOf('/dashboard/inbox/'));
    await sendEmail('lead-owner@example.ca', lead);
    const message = await newest();
    expect(message.actionLink).toBe('http://localhost:8888/dashboard/inbox/');
    const page = await (await fetch(`${base}/_local/mailbox/${message.id}`)).text();
    expect(page.match(button)?.[1]).toBe('http://localhost:8888/dashboard/inbox/');
  });

  it('is not shown for an email that marks no action link', async () => {
    const news = { subject: 'News', text: 'Read https://elsewhere.example/a', html: '<p>News</p>' };
    await sendEmail('plain@example.ca', news);
    const message = await newest();
    expect(message.actionLink).toBeNull();
    expect(await (await fetch(`${base}/_local/mailbox/${message.id}`)).text()).not.toMatch(button);
  });
});

describe('the terminal line', () => {
  it("names the recipient, the subject and the email's action link (never the unsubscribe link)", async () => {
    const lines: string[] = [];
    const watcher = watchOutbox(outbox(), (line) => lines.push(line));
    await sendEmail('third@example.ca', content(3));
    await expect
      .poll(() => lines, { timeout: 5000 })
      .toEqual(['to third@example.ca: "Confirm your email 3" http://localhost:8888/confirm-account#token=abc3']);
    watcher.close();
  });
});
