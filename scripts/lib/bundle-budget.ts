/**
 * The function bundles' budgets (issue 25), as data, and the pure verdict over a table of sizes.
 * Netlify's own limits: a function over 50 MB zipped or 250 MB unzipped is refused at deploy, and a
 * request-path (synchronous) function over 5 MB zipped is not accepted (scheduled and background
 * functions are exempt from that one). Our targets are stricter, so a regression shows here first.
 */

export type FunctionKind = 'request' | 'scheduled' | 'background';

export interface BundleFile {
  path: string;
  bytes: number;
}

export interface FunctionSize {
  /** Which deploy the function belongs to (`platform`, `live-sites`). */
  deploy: string;
  name: string;
  kind: FunctionKind;
  zipped: number;
  unzipped: number;
  /** Every file in the bundle with its unzipped size (used for the forbidden-file and largest-file checks). */
  files: BundleFile[];
}

/** A function as Netlify's build lists it in .netlify/functions/manifest.json (the fields used here). */
export interface ManifestFunction {
  name: string;
  path: string;
  schedule?: string;
  invocationMode?: string;
}

/** Scheduled (a schedule), background (Netlify's `-background` name or invocation mode), or on the request path. */
export function kindOf(f: ManifestFunction): FunctionKind {
  if (f.schedule) return 'scheduled';
  if (f.invocationMode === 'background' || f.name.endsWith('-background')) return 'background';
  return 'request';
}

const MB = 1024 * 1024;

export const NETLIFY_LIMITS = {
  zipped: 50 * MB,
  unzipped: 250 * MB,
  requestZipped: 5 * MB,
};

export interface BundleTargets {
  /** Functions (by name, any deploy) with their own zipped budget. */
  named: { name: string; maxZipped: number; why: string }[];
  medianZipped: number;
  /** Files no function may carry. */
  forbiddenFiles: { pattern: RegExp; why: string }[];
  /** A package only the listed functions may carry. */
  restrictedPackages: { pattern: RegExp; package: string; allowed: string[] }[];
  /** Files a function reads at run time and must carry (netlify.toml's included_files). */
  requiredFiles?: { name: string; pattern: RegExp; why: string }[];
}

/** The beacon, the live-websites host, the sites, auth and directory functions stay small: they answer visitors. */
const SMALL = 2 * MB;

export const TARGETS: BundleTargets = {
  named: [
    { name: 'reporting-collect', maxZipped: SMALL, why: 'the visit beacon on every listing and live website' },
    { name: 'live-host', maxZipped: SMALL, why: 'answers every request to a live website' },
    { name: 'live-sites', maxZipped: SMALL, why: 'live websites on the platform deploy' },
    { name: 'sites', maxZipped: SMALL, why: 'draft and example websites' },
    { name: 'business-auth', maxZipped: SMALL, why: 'who is signed in, on every dashboard page' },
    { name: 'business-login', maxZipped: SMALL, why: 'sign in' },
    { name: 'business-logout', maxZipped: SMALL, why: 'sign out' },
    { name: 'business-directory-retrieve', maxZipped: SMALL, why: 'directory search' },
    { name: 'business-directory-retrieve-listing', maxZipped: SMALL, why: 'a directory listing' },
    { name: 'ssr', maxZipped: SMALL, why: "the directory's on-demand listing pages" },
  ],
  medianZipped: 1.2 * MB,
  forbiddenFiles: [
    {
      pattern: /(^|\/)node_modules\/node\/bin\/node$/,
      why: 'the Node binary (the `node` package): Netlify brings its own',
    },
  ],
  restrictedPackages: [
    {
      package: 'sharp',
      pattern: /(^|\/)node_modules\/(sharp|@img\/[^/]+)\//,
      // The functions that really transform images (resize, re-encode, draw); everything else leaves sharp out.
      // sharp's libvips alone is 8.3 MB zipped: only background functions, which decode uploads and draw cards.
      allowed: [
        'image-upload-background',
        'generate-website-background',
        'image-generate-background',
        'og-listing-background',
      ],
    },
  ],
  requiredFiles: [
    {
      name: 'og-listing-background',
      pattern: /(^|\/)node_modules\/@fontsource\/inter\/files\/inter-latin-700-normal\.woff2$/,
      why: "the cards' typeface (src/server/seo/card-font.ts)",
    },
    {
      name: 'og-listing-background',
      pattern: /(^|\/)node_modules\/@fontsource\/inter\/files\/inter-latin-400-normal\.woff2$/,
      why: "the cards' typeface (src/server/seo/card-font.ts)",
    },
  ],
};

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function formatMb(bytes: number): string {
  return `${(bytes / MB).toFixed(2)} MB`;
}

export interface Verdict {
  problems: string[];
  /** Functions whose largest files are worth printing (over any budget). */
  overBudget: string[];
  median: number;
}

const label = (f: FunctionSize) => `${f.deploy}/${f.name}`;

/** Netlify's limits, then our targets, over the whole table. */
export function judgeBundles(sizes: FunctionSize[], targets: BundleTargets = TARGETS): Verdict {
  const problems: string[] = [];
  const over = new Set<string>();
  const fail = (f: FunctionSize, text: string) => {
    problems.push(`${label(f)}: ${text}`);
    over.add(label(f));
  };
  for (const f of sizes) {
    if (f.zipped > NETLIFY_LIMITS.zipped)
      fail(f, `${formatMb(f.zipped)} zipped, over Netlify's ${formatMb(NETLIFY_LIMITS.zipped)}`);
    if (f.unzipped > NETLIFY_LIMITS.unzipped)
      fail(f, `${formatMb(f.unzipped)} unzipped, over Netlify's ${formatMb(NETLIFY_LIMITS.unzipped)}`);
    if (f.kind === 'request' && f.zipped > NETLIFY_LIMITS.requestZipped) {
      fail(
        f,
        `${formatMb(f.zipped)} zipped, over Netlify's ${formatMb(NETLIFY_LIMITS.requestZipped)} for a request-path function`,
      );
    }
    for (const forbidden of targets.forbiddenFiles) {
      const file = f.files.find((entry) => forbidden.pattern.test(entry.path));
      if (file) fail(f, `carries ${file.path} (${forbidden.why})`);
    }
    for (const restricted of targets.restrictedPackages) {
      if (restricted.allowed.includes(f.name)) continue;
      const file = f.files.find((entry) => restricted.pattern.test(entry.path));
      if (file)
        fail(
          f,
          `carries ${restricted.package} (${file.path}) but does not transform images: import it only where images are transformed`,
        );
    }
  }
  for (const required of targets.requiredFiles ?? []) {
    for (const f of sizes.filter((s) => s.name === required.name)) {
      if (!f.files.some((entry) => required.pattern.test(entry.path)))
        fail(
          f,
          `does not carry ${required.pattern.source.replace(/\\/g, '')} (${required.why}): see netlify.toml's included_files`,
        );
    }
  }
  for (const target of targets.named) {
    const found = sizes.filter((f) => f.name === target.name);
    if (found.length === 0)
      problems.push(`${target.name}: not found among the bundles (the target table names it: ${target.why})`);
    for (const f of found) {
      if (f.zipped > target.maxZipped)
        fail(f, `${formatMb(f.zipped)} zipped, over its target of ${formatMb(target.maxZipped)} (${target.why})`);
    }
  }
  const mid = median(sizes.map((f) => f.zipped));
  if (mid > targets.medianZipped)
    problems.push(`median function is ${formatMb(mid)} zipped, over the target of ${formatMb(targets.medianZipped)}`);
  return { problems, overBudget: [...over], median: mid };
}

/** The largest files of one bundle, for the report of a function over budget. */
export function largestFiles(f: FunctionSize, count = 10): BundleFile[] {
  return [...f.files].sort((a, b) => b.bytes - a.bytes).slice(0, count);
}

/** Adds up a bundle's files by package (`node_modules/<name>` or `@scope/name`), largest first. */
export function sizeByPackage(f: FunctionSize, count = 8): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const file of f.files) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file.path);
    const name = match ? match[1]! : '(own code)';
    totals.set(name, (totals.get(name) ?? 0) + file.bytes);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/** One line per function, largest first: deploy, name, kind, zipped, unzipped. */
export function formatTable(sizes: FunctionSize[]): string {
  const rows = [...sizes].sort((a, b) => b.zipped - a.zipped);
  const width = Math.max(8, ...rows.map((f) => label(f).length));
  const head = `${'function'.padEnd(width)}  ${'kind'.padEnd(10)}  ${'zipped'.padStart(10)}  ${'unzipped'.padStart(10)}`;
  return [
    head,
    ...rows.map(
      (f) =>
        `${label(f).padEnd(width)}  ${f.kind.padEnd(10)}  ${formatMb(f.zipped).padStart(10)}  ${formatMb(f.unzipped).padStart(10)}`,
    ),
  ].join('\n');
}
