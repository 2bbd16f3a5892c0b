/**
 * Screenshots of generated sites with the system's headless Chromium (playwright-core). The site
 * is served to the browser straight from its rendered files (request interception), so nothing
 * needs to be hosted first and nothing leaves the machine. Without Chromium: undefined, and the
 * caller uses the SVG hero preview instead — never a broken image.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's `chromium-headless-shell`: the same Blink without the full browser's UI, lighter to start and run. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's `chromium`: the browser visitors have. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The Chromium for screenshots and tests: CHROMIUM_PATH, else the headless shell when installed, else the full browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}

/** The Chromium for speed figures (TTI, Lighthouse performance): the full browser, as visitors run it. */
export function benchmarkChromiumPath(): string {
  return process.env.CHROMIUM_PATH || FULL_CHROMIUM;
}

export function chromiumAvailable(): boolean {
  return process.env.SCREENSHOTS !== 'off' && existsSync(chromiumPath());
}

const HOST = 'http://site.invalid';
const IDLE_MS = 20_000;
let browser: Promise<Browser> | undefined;
let idleTimer: NodeJS.Timeout | undefined;

function getBrowser(): Promise<Browser> {
  if (idleTimer) clearTimeout(idleTimer);
  // playwright-core is loaded only when a screenshot is taken, not with every function that imports this module.
  browser ??= import('playwright-core')
    .then(({ chromium }) => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true }))
    .then((b) => {
      b.on('disconnected', () => (browser = undefined));
      return b;
    });
  browser.catch(() => (browser = undefined));
  return browser;
}

/** Closes the shared browser (scripts and tests call this before exiting). */
export async function closeScreenshotBrowser(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  const current = browser;
  browser = undefined;
  await current?.then((b) => b.close()).catch(() => undefined);
}

export interface ServableFile {
  contentType: string;
  body: string | Uint8Array;
}

/** A JPEG of the home page's first screen (1280×800), or undefined when it cannot be taken. */
export async function screenshotSite(
  files: Map<string, ServableFile>,
  options: { width?: number; height?: number } = {},
): Promise<Uint8Array | undefined> {
  if (!chromiumAvailable()) return undefined;
  try {
    const b = await getBrowser();
    const context = await b.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      deviceScaleFactor: 1,
    });
    try {
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== HOST) return route.abort();
        const key = decodeURIComponent(url.pathname.slice(1));
        const file = files.get(key === '' || key.endsWith('/') ? `${key}index.html` : key);
        if (!file) return route.fulfill({ status: 404, body: '' });
        return route.fulfill({
          status: 200,
          contentType: file.contentType,
          body: typeof file.body === 'string' ? file.body : Buffer.from(file.body),
        });
      });
      const page = await context.newPage();
      await page.goto(`${HOST}/`, { waitUntil: 'load', timeout: 15_000 });
      return new Uint8Array(await page.screenshot({ type: 'jpeg', quality: 82 }));
    } finally {
      await context.close().catch(() => undefined);
      idleTimer = setTimeout(() => void closeScreenshotBrowser(), IDLE_MS);
      idleTimer.unref();
    }
  } catch (error) {
    console.warn(
      '[screenshot] Chromium could not take the screenshot; using the SVG preview.',
      (error as Error).message,
    );
    return undefined;
  }
}
