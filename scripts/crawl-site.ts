/**
 * `tsx scripts/crawl-site.ts <site URL> [--dist DIR --save DIR] [--report-only]`: crawls the served site from its
 * home page and every sitemap URL (issue 28), and fails on
 *  - a broken internal link, image, script or stylesheet (any answer of 400 or more), or a link that answers a redirect;
 *  - a link, sitemap <loc>, canonical, og:url or JSON-LD URL not in the one URL form (page paths end with '/');
 *  - a sitemap page whose canonical, og:url, JSON-LD url or feed link differs from its <loc>, or whose
 *    slashless form does not answer 301 to it;
 *  - a sitemap URL that is not an indexable 200 page, or an indexable page the sitemap leaves out;
 *  - a page without a 1200×630 PNG/JPEG/WebP og:image, og:image:alt and twitter:image; every directory listing
 *    page it visits (prebuilt or rendered on demand, in the sitemap or not) held to that too, with its
 *    og:image fetched and decoded, and no two listings sharing one image (scripts/lib/crawl-previews.ts);
 *  - a feed without atom:link rel="self" or lastBuildDate, or with one category in two cases.
 * With --dist and --save, pages that have no file in the build (rendered on demand, generated websites) are
 * saved under the save folder, for the HTML validator (scripts/validate-html.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCrawler, internalUrl } from './lib/crawl.ts';
import { isPagePath, jsonLdSelfUrls, jsonLdUrls } from './lib/html-refs.ts';
import { checkFeed, readSitemaps } from './lib/crawl-feeds.ts';
import { createSlots } from '../src/shared/slots.ts';
import { OG_LISTING_PREFIX } from '../src/features/seo/listing-og.ts';
import { imageProblem, isListingPage, previewMetaProblems, sharedListingImages } from './lib/crawl-previews.ts';

const { values, positionals } = parseArgs({
  options: { dist: { type: 'string' }, save: { type: 'string' }, 'report-only': { type: 'boolean' } },
  allowPositionals: true,
});
const base = (positionals[0] ?? process.env.E2E_BASE_URL ?? 'http://localhost:8888').replace(/\/$/, '');
const origin = new URL(base).origin;
const started = performance.now();

const problems = new Map<string, string[]>();
const report = (kind: string, line: string) => problems.set(kind, [...(problems.get(kind) ?? []), line]);
const notes = new Map<string, string[]>();
const note = (kind: string, line: string) => notes.set(kind, [...(notes.get(kind) ?? []), line]);
const pathOf = (url: string) => new URL(url).pathname;
const isApi = (url: string) => /^\/(api|\.netlify)\//.test(pathOf(url));

const crawler = createCrawler(base);
// Each phase's time, printed at the end (what the crawl's seconds go to).
const phases: string[] = [];
let phaseStart = performance.now();
const phase = (name: string) => {
  phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = performance.now();
};

// 1. The sitemap: every URL once, in the one form.
const sitemap = await readSitemaps(`${base}/sitemap-index.xml`, report);
const inSitemap = new Set(sitemap);
for (const url of sitemap)
  if (isPagePath(pathOf(url)) && !pathOf(url).endsWith('/'))
    report('url form', `sitemap <loc> without the trailing slash: ${url}`);

// 2. Every page reachable from the home page and the sitemap.
const pages = await crawler.crawl([`${base}/`, ...sitemap]);
phase('pages');

// Previews are fetched once each, a few at a time, and decoded: a 200 PNG, JPEG or WebP of 1200×630. A listing's
// is drawn by a background function on its first fetch, which answers a short-lived redirect to a stand-in
// meanwhile: it is asked again (the local CDN keeps that answer up to 5 s) until the drawn image is served.
const ogImages = new Map<string, Promise<string | undefined>>();
const imageSlots = createSlots(4);
const fetchDrawn = async (url: string): Promise<Response> => {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, { redirect: 'manual' });
    if (res.status !== 302 || !new URL(url).pathname.startsWith(OG_LISTING_PREFIX) || attempt >= 30) return res;
    await res.arrayBuffer();
    await sleep(1000);
  }
};
const checkImage = (url: string): Promise<string | undefined> => {
  if (!ogImages.has(url)) {
    ogImages.set(
      url,
      imageSlots.run(() =>
        fetchDrawn(url).then(
          async (res) => {
            const answer = { status: res.status, contentType: res.headers.get('content-type') ?? '' };
            if (imageProblem(answer)) return imageProblem(answer);
            const { default: sharp } = await import('sharp');
            const size = await sharp(Buffer.from(await res.arrayBuffer()))
              .metadata()
              .then(
                ({ width, height }) => ({ width, height }),
                () => null,
              );
            return imageProblem({ ...answer, size });
          },
          (error: Error) => `could not be fetched (${error.message})`,
        ),
      ),
    );
  }
  return ogImages.get(url)!;
};

// 3. Each page's references, all at once (the crawler fetches a few at a time, each URL once).
const checked = new Set<string>();
const previews: Promise<void>[] = [];
async function checkRef(tag: string, target: string, pageUrl: string): Promise<void> {
  const got = await crawler.get(target);
  if (got.status >= 300 && got.status < 400 && got.location) {
    if (tag === 'a[href]' && !isApi(target))
      report(
        'redirected link',
        `${tag} ${pathOf(target)} answers ${got.status} to ${got.location} (on ${pathOf(pageUrl)})`,
      );
    const next = internalUrl(got.location, target, origin);
    const final = next ? await crawler.get(next) : undefined;
    if (final && (final.status >= 400 || final.status === 0))
      report('broken', `${tag} ${pathOf(target)} -> ${final.status} (on ${pathOf(pageUrl)})`);
  } else if (got.status >= 400 || got.status === 0) {
    report(
      'broken',
      `${tag} ${pathOf(target)}${new URL(target).search} -> ${got.status || got.error} (on ${pathOf(pageUrl)})`,
    );
  }
}
const refChecks: Promise<void>[] = [];
for (const [pageUrl, answer] of pages) {
  for (const ref of answer.page!.refs) {
    const target = internalUrl(ref.url, pageUrl, origin);
    if (!target) continue;
    const key = `${ref.tag} ${target}`;
    if (ref.tag === 'a[href]' && isPagePath(pathOf(target)) && !pathOf(target).endsWith('/') && !isApi(target)) {
      report('url form', `link to ${pathOf(target)} (without the trailing slash) on ${pathOf(pageUrl)}`);
    }
    if (checked.has(key)) continue;
    checked.add(key);
    if (ref.tag === 'og:image' || ref.tag === 'twitter:image') {
      previews.push(
        checkImage(target).then(
          (problem) =>
            void (
              problem &&
              report(
                'broken',
                `${ref.tag} ${pathOf(target)}${new URL(target).search} ${problem} (on ${pathOf(pageUrl)})`,
              )
            ),
        ),
      );
      continue;
    }
    refChecks.push(checkRef(ref.tag, target, pageUrl));
  }
}

await Promise.all([...refChecks, ...previews]);
phase('references and previews');

// 4. Indexable pages the sitemap leaves out.
for (const [url, answer] of pages) {
  if (new URL(url).search || isApi(url) || answer.page!.noindex || /noindex/i.test(answer.robotsHeader)) continue;
  if (answer.page!.canonical && answer.page!.canonical !== url) continue; // a duplicate that names its original
  if (!inSitemap.has(url))
    report(
      'sitemap',
      `indexable page not in the sitemap: ${pathOf(url)} (linked from ${crawler.linkedFrom(url).map(pathOf).join(', ')})`,
    );
}

// 5. Each sitemap page: a 200 indexable page that names itself by its <loc> everywhere, with a raster preview.
const previewChecked = new Set<string>();
async function checkPreview(where: string, meta: Record<string, string>): Promise<void> {
  if (previewChecked.has(where)) return;
  previewChecked.add(where);
  for (const problem of previewMetaProblems(meta, !where.startsWith('/examples/')))
    report('preview', `${where}: ${problem}`);
  const image = meta['og:image'];
  if (!image) return;
  const problem = image.startsWith(origin) ? await checkImage(image) : 'is on another origin';
  if (problem) report('preview', `${where}: og:image ${pathOf(image)}${new URL(image).search} ${problem}`);
}
await Promise.all(
  sitemap.map(async (url) => {
    const answer = await crawler.get(url);
    const where = pathOf(url);
    if (answer.status !== 200 || !answer.page) {
      report(
        'sitemap',
        `${where} answers ${answer.status}${answer.location ? ` -> ${answer.location}` : ''} (${answer.type || answer.error})`,
      );
      return;
    }
    const { page } = answer;
    if (page.noindex || /noindex/i.test(answer.robotsHeader))
      report('sitemap', `${where} is noindex but in the sitemap`);
    if (page.canonical !== url) report('url form', `${where}: canonical ${page.canonical}`);
    if (page.meta['og:url'] !== url) report('url form', `${where}: og:url ${page.meta['og:url']}`);
    // A list's page 2 on sits under its first page in the breadcrumbs. A generated website's LocalBusiness names
    // the business's home page on every page (that is its url), so only the platform's pages are held to this.
    const generated = where.startsWith('/examples/');
    for (const self of generated ? [] : jsonLdSelfUrls(page.jsonLd))
      if (self !== url && self !== url.replace(/page\/\d+\/$/, ''))
        report('url form', `${where}: JSON-LD names it ${self}`);
    for (const { key, url: ldUrl } of jsonLdUrls(page.jsonLd)) {
      if (ldUrl.startsWith(origin) && isPagePath(pathOf(ldUrl)) && !pathOf(ldUrl).endsWith('/'))
        report('url form', `${where}: JSON-LD ${key} ${ldUrl}`);
    }
    await checkPreview(where, page.meta);
    if (page.title.length > 60) note('titles over 60 characters', `${where}: ${page.title.length} "${page.title}"`);
  }),
);
phase('sitemap pages');

// 5b. Every listing page visited, in the sitemap or not (those rendered on demand draw their image on demand):
// its preview checked as above, and each its own.
const listingImages = new Map<string, string>();
await Promise.all(
  [...pages].map(async ([url, answer]) => {
    const where = pathOf(url);
    if (new URL(url).search || !answer.page || answer.status !== 200 || !isListingPage(where)) return;
    if (answer.page.meta['og:image']) listingImages.set(where, answer.page.meta['og:image']);
    await checkPreview(where, answer.page.meta);
  }),
);
phase('listing previews');
for (const line of sharedListingImages(listingImages)) report('preview', line);
console.log(
  `[crawl] listing previews: ${listingImages.size} listing pages, ${new Set(listingImages.values()).size} distinct images, each fetched and decoded`,
);

// 6. The other form of each sitemap URL answers 301 to it: every prebuilt page (the front door or the CDN
// answers); of the pages rendered on demand, whose 301 comes from one code path per route (Astro's trailingSlash,
// the sites function), one in ten, to keep the crawl fast.
const hasFile = (url: string) =>
  !values.dist || existsSync(path.join(values.dist, decodeURIComponent(pathOf(url)), 'index.html'));
let onDemand = 0;
await Promise.all(
  sitemap.map(async (url) => {
    const where = pathOf(url);
    if (where === '/' || !where.endsWith('/')) return;
    if (!hasFile(url) && onDemand++ % 10 !== 0) return;
    const other = await crawler.get(url.slice(0, -1));
    const to = other.location ? new URL(other.location, url).href : undefined;
    if (other.status !== 301 || to !== url)
      report('url form', `${where.slice(0, -1)} answers ${other.status}${to ? ` -> ${to}` : ''}, not 301 to ${where}`);
  }),
);
phase('slashless forms');

// 7. The feed.
await checkFeed(`${base}/rss.xml`, inSitemap, report);
phase('feed');

// 8. Pages with no file in the build, for the validator.
let saved = 0;
if (values.dist && values.save) {
  for (const [url, answer] of pages) {
    const where = decodeURIComponent(pathOf(url));
    if (new URL(url).search || existsSync(path.join(values.dist, where, where.endsWith('/') ? 'index.html' : '')))
      continue;
    const file = path.join(values.save, where, where.endsWith('/') ? 'index.html' : '.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, answer.body!);
    saved++;
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `[crawl] ${pages.size} pages crawled, ${checked.size} references checked, ${sitemap.length} sitemap URLs, ${saved} on-demand pages saved, in ${seconds} s`,
);
console.log(`[crawl] phases: ${phases.join(', ')}`);
for (const [kind, lines] of notes)
  console.log(`[crawl] note: ${lines.length} ${kind}\n  ${lines.slice(0, 5).join('\n  ')}`);
const kinds = ['broken', 'redirected link', 'url form', 'sitemap', 'preview', 'feed'];
for (const kind of kinds) {
  const lines = problems.get(kind) ?? [];
  console.log(
    `[crawl] ${kind}: ${lines.length}${lines.length ? `\n  ${lines.slice(0, 12).join('\n  ')}${lines.length > 12 ? `\n  … and ${lines.length - 12} more` : ''}` : ''}`,
  );
}
const failed = kinds.some((kind) => problems.get(kind)?.length);
process.exit(failed && !values['report-only'] ? 1 : 0);
