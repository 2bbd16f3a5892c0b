/**
 * The dependency rules (`npm run check`, after tsc): dependency-cruiser with .dependency-cruiser.cjs
 * over src, functions, deploy and scripts, then the rules it cannot see in .astro files, whose imports
 * it does not parse. Astro components (src/components, src/features, src/layouts) import nothing
 * that reaches the database — pages load the data and pass it as props —, only types from src/server,
 * and a feature imports no component or layout. Exits 1 on any violation.
 * Run from the project root (a test runs it on a small fixture tree to prove it fails).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Dependency {
  resolved: string;
  dependencyTypes: string[];
}
interface Module {
  source: string;
  dependencies: Dependency[];
}
interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}
interface Report {
  modules: Module[];
  summary: { violations: Violation[] };
}

const ROOT = process.cwd();
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const DATABASE = /^src\/server\/db\//;
const ASTRO_COMPONENTS = ['src/components', 'src/features', 'src/layouts'];

function cruise(): Report {
  const roots = ['src', 'functions', 'deploy', 'scripts'].filter((dir) => existsSync(path.join(ROOT, dir)));
  const bin = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'depcruise');
  try {
    return JSON.parse(
      execFileSync(bin, ['--config', CONFIG, '--output-type', 'json', ...roots], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      }),
    );
  } catch (error) {
    const out = (error as { stdout?: string }).stdout; // depcruise exits non-zero when rules fail
    if (out) return JSON.parse(out);
    throw error;
  }
}

/** Modules that import the database, directly or through others (type-only imports do not count). */
function reachingDatabase(modules: Module[]): Set<string> {
  const importers = new Map<string, string[]>();
  for (const m of modules) {
    for (const d of m.dependencies) {
      if (d.dependencyTypes.includes('type-only')) continue;
      importers.set(d.resolved, [...(importers.get(d.resolved) ?? []), m.source]);
    }
  }
  const reached = new Set(modules.map((m) => m.source).filter((s) => DATABASE.test(s)));
  const queue = [...reached];
  while (queue.length)
    for (const from of importers.get(queue.pop()!) ?? []) if (!reached.has(from)) (reached.add(from), queue.push(from));
  return reached;
}

function astroFiles(dir: string): string[] {
  if (!existsSync(path.join(ROOT, dir))) return [];
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.astro'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

/** The value imports of an .astro file (frontmatter and <script> blocks), as project paths. */
function astroImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/^\s*import\s+(?!type\s)(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
  return specs.map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
}

const report = cruise();
const problems = report.summary.violations.map(
  (v) => `${v.rule.name}: ${v.from} → ${v.cycle?.length ? v.cycle.map((c) => c.name).join(' → ') : v.to}`,
);
const database = reachingDatabase(report.modules);
const inComponents = (file: string) => ASTRO_COMPONENTS.some((dir) => file.startsWith(`${dir}/`));
for (const m of report.modules.filter((m) => inComponents(m.source))) {
  for (const d of m.dependencies) {
    if (d.dependencyTypes.includes('type-only') || !database.has(d.resolved)) continue;
    const why = '(reaches src/server/db; load it in the page)';
    problems.push(`components-load-no-data: ${m.source} → ${d.resolved} ${why}`);
  }
}
for (const file of ASTRO_COMPONENTS.flatMap(astroFiles)) {
  for (const target of astroImports(file)) {
    if (database.has(target))
      problems.push(`components-load-no-data: ${file} → ${target} (reaches src/server/db; load it in the page)`);
    else if (target.startsWith('src/server/')) problems.push(`ui-imports-server-types-only: ${file} → ${target}`);
    if (file.startsWith('src/features/') && /^src\/(components|layouts)\//.test(target)) {
      problems.push(`components-above-features: ${file} → ${target}`);
    }
  }
}

if (problems.length) {
  console.error(
    `Dependency rules broken (${problems.length}); see CONTRIBUTING.md, "Where code goes":\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`dependency rules: ok (${report.modules.length} modules, and the .astro components)`);
