/**
 * `npm test`'s site checks (issue 28), one call each from scripts/test.ts, against the built and served site:
 *  - checkSiteLinks: the crawl (scripts/crawl-site.ts): broken links and images, one URL form, the sitemap,
 *    previews and the feed; it saves the pages that have no file in the build for the validator;
 *  - checkHtmlValidity: the W3C Nu Html Checker (scripts/validate-html.ts) over every page of the build and
 *    every saved on-demand page (directory listings, example websites), in one JVM.
 * Each reports its time and returns false on failure (the run goes on to Playwright and fails at the end).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { runCommand } from './run.ts';

type Log = (line: string) => void;

async function timed(log: Log, name: string, run: () => Promise<void>): Promise<boolean> {
  const started = performance.now();
  try {
    await run();
    log(`${name}: passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return true;
  } catch (error) {
    log(`${name}: FAILED in ${((performance.now() - started) / 1000).toFixed(1)} s (${(error as Error).message})`);
    return false;
  }
}

/** Java for the validator: Debian's default-jre-headless when missing and run as root, else the command to run. */
export function ensureJava(log: Log): boolean {
  try {
    execFileSync(process.env.JAVA_PATH || 'java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.getuid?.() !== 0) {
      log(
        'Java is missing for the HTML validator: install it with `sudo apt-get install -y default-jre-headless` (or set JAVA_PATH).',
      );
      return false;
    }
    log('installing Java from Debian packages (apt-get install default-jre-headless)…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'default-jre-headless'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  }
}

/** `cpu`: told the check's CPU seconds (runCommand's). */
export function checkSiteLinks(options: {
  baseUrl: string;
  outDir: string;
  savedDir: string;
  env: NodeJS.ProcessEnv;
  log: Log;
  cpu?: (seconds: number) => void;
}): Promise<boolean> {
  rmSync(options.savedDir, { recursive: true, force: true });
  return timed(options.log, 'site crawl (links, images, URL form, sitemap, previews, feed)', () =>
    runCommand(
      'tsx',
      ['scripts/crawl-site.ts', options.baseUrl, '--dist', options.outDir, '--save', options.savedDir],
      options.env,
      { cpu: options.cpu },
    ),
  );
}

export function checkHtmlValidity(options: {
  outDir: string;
  savedDir: string;
  env: NodeJS.ProcessEnv;
  log: Log;
  cpu?: (seconds: number) => void;
}): Promise<boolean> {
  if (!ensureJava(options.log)) return Promise.resolve(false);
  return timed(options.log, 'HTML validity (W3C Nu Html Checker)', () =>
    runCommand('tsx', ['scripts/validate-html.ts', `${options.outDir}/`, options.savedDir], options.env, {
      cpu: options.cpu,
    }),
  );
}
