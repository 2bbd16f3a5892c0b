/**
 * Local rebuilds swapped in atomically. The served folder (`dist` for `npm start`) is a symlink to
 * one finished build under `buildsRoot`; a rebuild writes a new folder beside it (ASTRO_OUT_DIR)
 * and only then replaces the symlink with rename(2), which is atomic: a visitor gets the old site
 * or the new one, never half of one. netlify dev's static server resolves the link on every
 * request (checked). The build's start time is recorded, so changes made during it keep the site stale.
 * The build's on-demand function (@astrojs/netlify, issue 19) is moved in the same way: see
 * installOnDemandFunction.
 */
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { markSiteBuilt } from '../../src/server/site-state.ts';
import { runCommand } from './run.ts';

export interface RebuildOptions {
  /** The path that is served (a symlink after the first rebuild). */
  link: string;
  /** Where the build folders live. */
  buildsRoot: string;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Finished builds kept (the live one and the one before it, for requests still in flight). */
  keep?: number;
  /** Put the build's on-demand function where netlify dev serves it: only before netlify dev starts. */
  installFunction?: boolean;
  /** Told astro build's CPU seconds (runCommand's `cpu`). */
  cpu?: (seconds: number) => void;
}

function buildId(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${Math.random().toString(36).slice(2, 6)}`;
}

async function kindOf(p: string): Promise<'missing' | 'symlink' | 'other'> {
  try {
    return (await lstat(p)).isSymbolicLink() ? 'symlink' : 'other';
  } catch {
    return 'missing';
  }
}

/** Points `link` at `target` with one rename, so there is no moment without a site. */
export async function swapLink(link: string, target: string, buildsRoot: string): Promise<void> {
  if ((await kindOf(link)) === 'other') {
    // A plain folder from an older build: keep it as a build (only ever happens before the first swap).
    await rename(link, path.join(buildsRoot, `${buildId(new Date())}-legacy`));
  }
  const relative = path.relative(path.dirname(path.resolve(link)), path.resolve(target));
  const temporary = `${link}.next-${process.pid}`;
  await rm(temporary, { force: true });
  await symlink(relative, temporary, 'dir');
  await rename(temporary, link);
}

async function pruneBuilds(link: string, buildsRoot: string, keep: number): Promise<void> {
  const live = (await kindOf(link)) === 'symlink' ? path.basename(await readlink(link)) : undefined;
  const builds = (await readdir(buildsRoot)).filter((name) => !name.startsWith('.')).sort();
  const finished = builds.filter((name) => name !== live);
  for (const name of finished.slice(0, Math.max(0, finished.length - (keep - 1)))) {
    await rm(path.join(buildsRoot, name), { recursive: true, force: true });
  }
}

/** Builds the static site from the database into a new folder, swaps it in and records the build. */
export async function rebuildSite({
  link,
  buildsRoot,
  env,
  log = () => undefined,
  keep = 2,
  installFunction = false,
  cpu,
}: RebuildOptions): Promise<string> {
  const startedAt = new Date();
  await mkdir(buildsRoot, { recursive: true });
  const target = path.join(buildsRoot, buildId(startedAt));
  const functionsRoot = `${target}.functions`;
  log(`building the static site into ${target}…`);
  try {
    await runCommand(
      'astro',
      ['build'],
      { ...env, ASTRO_OUT_DIR: target, ASTRO_FUNCTIONS_ROOT: functionsRoot },
      { cpu },
    );
    if (installFunction && (await installOnDemandFunction(functionsRoot)))
      log('on-demand function installed in .netlify/v1/functions/ssr');
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(functionsRoot, { recursive: true, force: true });
  }
  await swapLink(link, target, buildsRoot);
  await markSiteBuilt(startedAt);
  await pruneBuilds(link, buildsRoot, keep);
  log(`site rebuilt in ${Math.round((Date.now() - startedAt.getTime()) / 1000)} s; ${link} -> ${target}`);
  return target;
}

/**
 * The adapter's on-demand function (issue 19). Local builds write it under their own folder
 * (ASTRO_FUNCTIONS_ROOT, see src/server/directory/astro-on-demand.ts): netlify dev must not see the
 * adapter empty and rewrite `.netlify/v1/functions/ssr` while it serves. Before netlify dev starts,
 * the build's function is moved there (`install`); later rebuilds leave the served one alone: it reads
 * the database at request time, not the build's files, and the code has not changed since.
 */
export async function installOnDemandFunction(functionsRoot: string, root = process.cwd()): Promise<boolean> {
  const built = path.join(functionsRoot, '.netlify/v1/functions/ssr');
  if ((await kindOf(path.join(built, 'ssr.mjs'))) === 'missing') return false;
  const served = path.join(root, '.netlify/v1/functions/ssr');
  await rm(served, { recursive: true, force: true });
  await mkdir(path.dirname(served), { recursive: true });
  await rename(built, served);
  return true;
}

/** Where builds go for a served folder: `${DATA_DIR}/builds` for dist, `<folder>.builds` otherwise. */
export function buildsRootFor(link: string, dataDir: string): string {
  return path.resolve(link) === path.resolve('dist') ? path.join(dataDir, 'builds') : `${link}.builds`;
}
