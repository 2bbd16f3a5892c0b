/**
 * The source side of the one URL form (issue 28): the crawl sees the links a page is served with, but not
 * where scripts send people (location.assign, goTo, a redirect's Location, a link an island sets), nor a
 * page a function fetches. This finds every such place whose target is a string literal naming a page
 * without its trailing slash ('/login' where '/login/' is the page), so each navigation takes no 301 hop.
 * Used by tests/unit/navigation-url-form.test.ts over src/ and functions/.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathInUrlForm } from '../../src/shared/url-form.ts';

export interface SlashlessNavigation {
  file: string;
  line: number;
  sink: string;
  target: string;
}

const LITERAL = String.raw`(['"\x60])(\/[^'"\x60\s]*)\1`;
/** Where a literal path is a navigation or a page fetch: the name of each sink and its pattern. */
const SINKS: [string, RegExp][] = [
  ['location.assign/replace', new RegExp(String.raw`location\.(?:assign|replace)\(\s*${LITERAL}`, 'g')],
  ['location.href =', new RegExp(String.raw`location(?:\.href)?\s*=\s*${LITERAL}`, 'g')],
  ['goTo', new RegExp(String.raw`\bgoTo\(\s*${LITERAL}`, 'g')],
  ['seeOther', new RegExp(String.raw`\bseeOther\(\s*${LITERAL}`, 'g')],
  ['pageWith', new RegExp(String.raw`\bpageWith\(\s*\w+,\s*${LITERAL}`, 'g')],
  ['.href =', new RegExp(String.raw`(?<!location)\.href\s*=\s*${LITERAL}`, 'g')],
  ['href attribute', new RegExp(String.raw`\bhref=\{?\s*${LITERAL}`, 'g')],
  ['form action', new RegExp(String.raw`\baction=\{?\s*${LITERAL}`, 'g')],
  // A function's declared return of page paths (homeFor's '/checkout/' | '/dashboard/').
  ['returned path type', new RegExp(String.raw`\)\s*:\s*(?:${LITERAL}\s*\|\s*)*${LITERAL}\s*\{`, 'g')],
];

/** A literal that names a page of this site (not an API, a file, or a path built at run time). */
function isPageLiteral(target: string): boolean {
  const pagePart = target.split(/[?#]/, 1)[0]!;
  if (pagePart.includes('${')) return false;
  return !/^\/(api|\.netlify|files|_astro|_local|sites|examples|fonts|media)(\/|$)/.test(pagePart);
}

/** Every literal page path in `source` used as a navigation target without its trailing slash. */
export function findSlashlessNavigations(source: string, file = '<source>'): SlashlessNavigation[] {
  const found: SlashlessNavigation[] = [];
  for (const [sink, pattern] of SINKS) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      const targets = [...match[0].matchAll(new RegExp(LITERAL, 'g'))].map((m) => m[2]!);
      for (const target of targets) {
        if (isPageLiteral(target) && pathInUrlForm(target) !== target) found.push({ file, line, sink, target });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|astro)$/.test(entry.name)) yield full;
  }
}

/** The scan over folders (relative to the working directory). */
export async function scanNavigations(dirs: string[]): Promise<{ files: number; found: SlashlessNavigation[] }> {
  const found: SlashlessNavigation[] = [];
  let files = 0;
  for (const dir of dirs) {
    for await (const file of sourceFiles(dir)) {
      files++;
      found.push(...findSlashlessNavigations(await readFile(file, 'utf8'), file));
    }
  }
  return { files, found };
}
