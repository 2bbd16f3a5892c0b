/**
 * Local rebuilds swapped in atomically. The served folder (`dist` for `npm start`) is a symlink to
 * one finished build under `buildsRoot`; a rebuild writes a new folder beside it (ASTRO_OUT_DIR)
 * and only then replaces the symlink with rename(2), which is atomic: a visitor gets the old site
 * or the new one, never half of one. netlify dev's static server resolves the link on every
 * request (checked). The build's start time is recorded, so changes made during it keep the site stale.
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
export async function rebuildSite({ link, buildsRoot, env, log = () => undefined, keep = 2 }: RebuildOptions): Promise<string> {
  const startedAt = new Date();
  await mkdir(buildsRoot, { recursive: true });
  const target = path.join(buildsRoot, buildId(startedAt));
  log(`building the static site into ${target}…`);
  try {
    await runCommand('astro', ['build'], { ...env, ASTRO_OUT_DIR: target });
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  }
  await swapLink(link, target, buildsRoot);
  await markSiteBuilt(startedAt);
  await pruneBuilds(link, buildsRoot, keep);
  log(`site rebuilt in ${Math.round((Date.now() - startedAt.getTime()) / 1000)} s; ${link} -> ${target}`);
  return target;
}

/** Where builds go for a served folder: `${DATA_DIR}/builds` for dist, `<folder>.builds` otherwise. */
export function buildsRootFor(link: string, dataDir: string): string {
  return path.resolve(link) === path.resolve('dist') ? path.join(dataDir, 'builds') : `${link}.builds`;
}
