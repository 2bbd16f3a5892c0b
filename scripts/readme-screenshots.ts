/**
 * The README's screenshots, taken again: `npx tsx scripts/readme-screenshots.ts [http://localhost:8888]`
 * against a running `npm start` (seeded: the demo account and its published website). Writes
 * docs/screenshots/{home,directory,generated-site,dashboard}.png at 1366 × 850, as 256-colour PNGs.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from '../src/server/screenshot/screenshot.ts';

const base = (process.argv[2] || 'http://localhost:8888').replace(/\/$/, '');
const port = new URL(base).port || '80';
const folder = 'docs/screenshots';
const DEMO = { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' };

async function shoot(page: Page, name: string, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const png = await page.screenshot();
  await sharp(png).png({ palette: true, colours: 256, compressionLevel: 9 }).toFile(`${folder}/${name}.png`);
  console.log(`${folder}/${name}.png ← ${url}`);
}

mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await shoot(page, 'home', `${base}/`);
  await shoot(page, 'directory', `${base}/directory`);
  await shoot(page, 'generated-site', `http://demo-bakery.localhost:${port}/`);
  const login = await page.request.post(`${base}/api/business/login`, { data: DEMO });
  if (!login.ok()) throw new Error(`demo login answered ${login.status()}`);
  await shoot(page, 'dashboard', `${base}/dashboard`);
} finally {
  await browser.close();
}
