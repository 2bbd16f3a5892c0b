/**
 * A crawler for the served site: fetches each URL once (no redirects followed on its own), reads the HTML
 * pages it reaches and follows their same-origin references. The checks live in ../crawl-site.ts.
 */
import { readPage, type PageFacts } from './html-refs.ts';

export interface Fetched {
  url: string;
  status: number;
  location?: string;
  type: string;
  robotsHeader: string;
  body?: Buffer;
  page?: PageFacts;
  error?: string;
}

export interface Crawler {
  /** Fetches a URL once; later calls share the answer. */
  get(url: string): Promise<Fetched>;
  /** Every HTML page reached from the start URLs through same-origin links (200 answers only). */
  crawl(start: string[]): Promise<Map<string, Fetched>>;
  /** Which pages link to a URL (the first few), for messages. */
  linkedFrom(url: string): string[];
}

/** Our own origin's URL without its fragment; undefined for other origins and non-http schemes. */
export function internalUrl(raw: string, from: string, origin: string): string | undefined {
  if (/^(mailto|tel|sms|javascript|data|blob):/i.test(raw) || raw.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, from);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  url.hash = '';
  return url.href;
}

export function createCrawler(base: string, options: { concurrency?: number; maxPages?: number } = {}): Crawler {
  const origin = new URL(base).origin;
  const answers = new Map<string, Promise<Fetched>>();
  const referrers = new Map<string, string[]>();
  const limit = options.concurrency ?? 6;
  let active = 0;
  const waiting: (() => void)[] = [];
  const take = () =>
    active < limit ? (active++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  const give = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  async function load(url: string): Promise<Fetched> {
    await take();
    try {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { 'user-agent': 'MainStreetCrawl/1.0', accept: 'text/html,*/*' },
        signal: AbortSignal.timeout(60_000),
      });
      const type = res.headers.get('content-type') ?? '';
      const answer: Fetched = {
        url,
        status: res.status,
        type,
        robotsHeader: res.headers.get('x-robots-tag') ?? '',
        location: res.headers.get('location') ?? undefined,
      };
      const html = res.status === 200 && type.startsWith('text/html');
      if (html) answer.body = Buffer.from(await res.arrayBuffer());
      else await res.body?.cancel();
      if (html) answer.page = readPage(answer.body!.toString('utf8'));
      return answer;
    } catch (error) {
      return { url, status: 0, type: '', robotsHeader: '', error: (error as Error).message };
    } finally {
      give();
    }
  }

  const get = (url: string): Promise<Fetched> => {
    let answer = answers.get(url);
    if (!answer) answers.set(url, (answer = load(url)));
    return answer;
  };

  async function crawl(start: string[]): Promise<Map<string, Fetched>> {
    const pages = new Map<string, Fetched>();
    const seen = new Set<string>();
    const pending: Promise<void>[] = [];
    const visit = (url: string): void => {
      if (seen.has(url) || seen.size >= (options.maxPages ?? 20_000)) return;
      seen.add(url);
      pending.push(
        get(url).then((answer) => {
          if (!answer.page) return;
          pages.set(url, answer);
          for (const ref of answer.page.refs) {
            if (ref.tag !== 'a[href]') continue;
            const target = internalUrl(ref.url, url, origin);
            if (!target) continue;
            const list = referrers.get(target) ?? [];
            if (list.length < 3) referrers.set(target, [...list, url]);
            visit(target);
          }
        }),
      );
    };
    for (const url of start) visit(url);
    for (let done = 0; done < pending.length; done++) await pending[done];
    return pages;
  }

  return { get, crawl, linkedFrom: (url) => referrers.get(url) ?? [] };
}
