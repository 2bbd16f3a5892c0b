/**
 * The function bundles of both deploys, made and measured as Netlify makes them.
 *
 * Netlify's build (`@netlify/build`, which `netlify build` runs) zips functions with
 * @netlify/zip-it-and-ship-it: the deploy's functions directory (netlify.toml), plus the frameworks
 * API directory `.netlify/v1/functions` where @astrojs/netlify writes its `ssr` function, into
 * `.netlify/functions/` with a `manifest.json`. `zipDeploy` does the same with the same settings
 * (read from netlify.toml by @netlify/config, translated as @netlify/build translates them), so the
 * check can run without a whole build; `measureDeploy` reads a manifest and its zips, whichever made them.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { zipFunctions, type NodeBundlerName } from '@netlify/zip-it-and-ship-it';
import { kindOf, type FunctionSize, type ManifestFunction } from './bundle-budget.ts';
import { readZipEntries } from './zip-entries.ts';

export interface Deploy {
  name: string;
  /** Netlify's "Package directory" (where its netlify.toml is), from the repository root; '' for the root. */
  packagePath: string;
}

export const DEPLOYS: Deploy[] = [
  { name: 'platform', packagePath: '' },
  { name: 'live-sites', packagePath: 'deploy/live-sites' },
];

/** Where `netlify build` writes a deploy's zips (FUNCTIONS_DIST, under the package directory). */
export const buildDist = (root: string, deploy: Deploy) => path.join(root, deploy.packagePath, '.netlify/functions');

/** Where @astrojs/netlify (or any framework) writes functions for Netlify to bundle. */
export const frameworksDir = (root: string, deploy: Deploy) =>
  path.join(root, deploy.packagePath, '.netlify/v1/functions');

interface NetlifyFunctionConfig {
  external_node_modules?: string[];
  included_files?: string[];
  ignored_node_modules?: string[];
  node_bundler?: string;
  schedule?: string;
}

/** The deploy's functions directory and per-function settings, as @netlify/build hands them to zip-it-and-ship-it. */
async function zisiSettings(root: string, deploy: Deploy) {
  const { config, buildDir } = await resolveConfig({
    repositoryRoot: root,
    cwd: root,
    packagePath: deploy.packagePath || undefined,
    offline: true,
    context: 'production',
    mode: 'cli',
  });
  const functions = (config.functions ?? {}) as Record<string, NetlifyFunctionConfig>;
  const settings = Object.fromEntries(
    Object.entries(functions).map(([pattern, f]) => [
      pattern,
      {
        externalNodeModules: f.external_node_modules,
        includedFiles: f.included_files,
        includedFilesBasePath: buildDir,
        ignoredNodeModules: f.ignored_node_modules,
        schedule: f.schedule,
        // Netlify's build asks for esbuild as `esbuild_zisi` (with the older bundler as its fallback). Functions
        // in the v2 syntax (ours) are traced with nft whatever is asked: zip-it-and-ship-it decides that.
        nodeBundler: (f.node_bundler === 'esbuild' ? 'esbuild_zisi' : f.node_bundler) as NodeBundlerName | undefined,
      },
    ]),
  );
  return { settings, buildDir: buildDir as string, functionsDir: config.functionsDirectory as string | undefined };
}

/** Zips every function of one deploy into `dest` (emptied first), with a manifest.json, as Netlify's build does. */
export async function zipDeploy(root: string, deploy: Deploy, dest: string): Promise<void> {
  const { settings, buildDir, functionsDir } = await zisiSettings(root, deploy);
  if (!functionsDir || !existsSync(functionsDir))
    throw new Error(`${deploy.name}: no functions directory (${functionsDir ?? 'none in netlify.toml'})`);
  await rm(dest, { recursive: true, force: true });
  const generated = [frameworksDir(root, deploy)].filter((dir) => existsSync(dir));
  await zipFunctions({ generated: { directories: generated }, user: { directories: [functionsDir] } }, dest, {
    basePath: buildDir,
    repositoryRoot: root,
    config: settings,
    manifest: path.join(dest, 'manifest.json'),
  });
}

/** Sizes of every zip a manifest lists (zipped on disk, unzipped from the zip's directory). */
export async function measureDeploy(deploy: Deploy, dist: string): Promise<FunctionSize[]> {
  const manifestFile = path.join(dist, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${deploy.name}: no ${manifestFile} (nothing bundled yet)`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { functions: ManifestFunction[] };
  return Promise.all(
    manifest.functions.map(async (f) => {
      // The manifest names each zip by its absolute path on the machine that built it: read it beside the manifest.
      const zip = path.join(dist, path.basename(f.path));
      const [entries, { size: zipped }] = await Promise.all([readZipEntries(zip), stat(zip)]);
      return {
        deploy: deploy.name,
        name: f.name,
        kind: kindOf(f),
        zipped,
        unzipped: entries.reduce((sum, e) => sum + e.bytes, 0),
        files: entries.map((e) => ({ path: e.path, bytes: e.bytes })),
      };
    }),
  );
}
