/**
 * `tsx scripts/validate-html.ts <dir|file>...`: runs the W3C Nu Html Checker (vnu-jar) once, in one JVM,
 * over every .html file under the given folders (the built site, and the pages the crawl saved that are
 * rendered on demand or are generated websites), and fails on any error (issue 28). Warnings are not errors.
 * Needs Java: `apt-get install -y default-jre-headless` (scripts/test.ts installs it when run as root).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const JAVA = process.env.JAVA_PATH || 'java';

export function htmlFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  if (statSync(root).isFile()) return root.endsWith('.html') ? [root] : [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(root, name))
    .sort();
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

export async function validateHtml(files: string[]): Promise<VnuMessage[]> {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // vnu prints its JSON report on stderr and exits 1 when it found errors.
  const stderr = await new Promise<string>((resolve, reject) => {
    execFile(
      JAVA,
      ['-Xss8m', '-jar', jar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, _stdout, err) => {
        if (error && !err.trim().startsWith('{')) reject(new Error(`vnu did not run: ${err || error.message}`));
        else resolve(err);
      },
    );
  });
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter(
    (m) => m.type === 'error' || m.subType === 'fatal',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const roots = process.argv.slice(2);
  const files = roots.flatMap(htmlFiles);
  if (!files.length) {
    console.error(`[html] no .html files under ${roots.join(', ') || '(nothing given)'}`);
    process.exit(1);
  }
  const errors = await validateHtml(files);
  const pages = new Set(errors.map((m) => m.url));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[html] W3C Nu Html Checker: ${errors.length} errors on ${pages.size} of ${files.length} pages (${seconds} s)`,
  );
  for (const m of errors.slice(0, 40)) {
    console.log(
      `  ${m.url.replace(/^file:/, '').replace(`${process.cwd()}/`, '')}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`,
    );
  }
  if (errors.length > 40) console.log(`  … and ${errors.length - 40} more`);
  process.exit(errors.length ? 1 : 0);
}
