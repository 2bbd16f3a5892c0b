/** The crawl's XML reads: the sitemap index and its sitemaps, and the RSS feed (scripts/crawl-site.ts). */
import { decodeEntities } from './html-refs.ts';

type Report = (kind: string, line: string) => void;

const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map(([, loc]) => decodeEntities(loc!));

async function text(url: string): Promise<string | undefined> {
  const res = await fetch(url, { redirect: 'manual' }).catch(() => undefined);
  return res?.status === 200 ? res.text() : undefined;
}

/** Every page URL the sitemap index lists, through its sitemaps; duplicates and unreadable files reported. */
export async function readSitemaps(indexUrl: string, report: Report): Promise<string[]> {
  const index = await text(indexUrl);
  if (!index) {
    report('sitemap', `${indexUrl} cannot be read`);
    return [];
  }
  const urls: string[] = [];
  for (const file of locs(index)) {
    const xml = await text(file);
    if (!xml) report('sitemap', `${file} (in the sitemap index) cannot be read`);
    else urls.push(...locs(xml));
  }
  const seen = new Set<string>();
  for (const url of urls) {
    if (seen.has(url)) report('sitemap', `${url} is listed twice`);
    seen.add(url);
  }
  return [...seen];
}

/** The feed: well-formed enough for readers, its links the pages' own URLs. */
export async function checkFeed(feedUrl: string, inSitemap: Set<string>, report: Report): Promise<void> {
  const xml = await text(feedUrl);
  if (!xml) return report('feed', `${feedUrl} cannot be read`);
  if (!/<atom:link\b[^>]*rel="self"[^>]*\/?>/.test(xml) || !/xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom"/.test(xml))
    report('feed', 'no atom:link rel="self" (with the Atom namespace)');
  const self = /<atom:link\b[^>]*href="([^"]+)"/.exec(xml)?.[1];
  if (self && self !== feedUrl) report('feed', `atom:link rel="self" is ${self}, not ${feedUrl}`);
  const built = /<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(xml)?.[1];
  if (!built || Number.isNaN(Date.parse(built))) report('feed', 'no valid lastBuildDate');
  const categories = new Map<string, Set<string>>();
  for (const [, raw] of xml.matchAll(/<category>([^<]*)<\/category>/g)) {
    const name = decodeEntities(raw!).trim();
    categories.set(name.toLowerCase(), (categories.get(name.toLowerCase()) ?? new Set()).add(name));
  }
  for (const spellings of categories.values())
    if (spellings.size > 1) report('feed', `one category in ${spellings.size} cases: ${[...spellings].join(', ')}`);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => item!);
  for (const item of items) {
    const link = decodeEntities(/<link>([^<]+)<\/link>/.exec(item)?.[1] ?? '');
    const guid = decodeEntities(/<guid[^>]*>([^<]+)<\/guid>/.exec(item)?.[1] ?? '');
    if (!inSitemap.has(link)) report('feed', `item link ${link || '(none)'} is not a sitemap URL`);
    if (guid && guid.startsWith('http') && guid !== link)
      report('feed', `item guid ${guid} differs from its link ${link}`);
  }
  if (!items.length) report('feed', 'no items');
}
