/**
 * `tsx scripts/check-french-pages.ts <dist>`: every prebuilt French platform page (fr/annuaire/**, fr/statut-avis/)
 * is read and fails on English words outside names and what owners and visitors wrote (issue 31,
 * src/features/directory/french-page-check.ts). Exits 1 with the pages and words found.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { englishOnFrenchPage } from '../src/features/directory/french-page-check.ts';

function htmlFiles(dir: string): string[] {
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const full = path.join(dir, e);
    return statSync(full).isDirectory() ? htmlFiles(full) : e.endsWith('.html') ? [full] : [];
  });
}

const dist = process.argv[2] ?? 'dist';
const pages = htmlFiles(path.join(dist, 'fr'));
if (!pages.some((p) => p.includes(`${path.sep}annuaire${path.sep}`))) {
  console.error(`french pages: no prebuilt French directory page under ${dist}/fr/annuaire/`);
  process.exit(1);
}
const failures = pages
  .map((p) => ({ page: path.relative(dist, p), words: englishOnFrenchPage(readFileSync(p, 'utf8')) }))
  .filter((f) => f.words.length);
for (const f of failures) console.error(`  ${f.page}: ${f.words.join(', ')}`);
console.log(`french pages: ${pages.length} read, ${failures.length} with English outside names and what owners wrote`);
process.exit(failures.length ? 1 : 0);
