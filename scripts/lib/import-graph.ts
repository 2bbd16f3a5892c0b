/**
 * The value-import graph of the project's TypeScript, read from the source text (no compiler): every
 * relative `import … from`, `export … from` and `import('…')` that is not type-only. Enough to ask which
 * project modules a function file reaches, however indirectly (tests/unit/function-kinds.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The project files a module imports for their values (packages and type-only imports left out). */
export function valueImports(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specs: string[] = [];
  for (const m of text.matchAll(IMPORT)) if (!m[2]) specs.push(m[3]!);
  for (const m of text.matchAll(DYNAMIC)) specs.push(m[1]!);
  return specs
    .filter((s) => s.startsWith('.'))
    .map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s)))
    .filter((f) => existsSync(path.join(root, f)));
}

/** Every project module `entry` reaches through value imports, itself included. */
export function reachable(root: string, entry: string, cache = new Map<string, string[]>()): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (!cache.has(file)) cache.set(file, valueImports(root, file));
    for (const next of cache.get(file)!) if (!seen.has(next)) (seen.add(next), queue.push(next));
  }
  return seen;
}
