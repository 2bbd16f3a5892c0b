/**
 * `tsx scripts/check-french-pages.ts <dist> [--saved DIR] [--site URL]`: every French platform page is read and fails
 * on English words outside names and what owners and visitors wrote (issue 31,
 * src/features/directory/french-page-check.ts). Exits 1 with the pages and words found.
 * - `<dist>`: the prebuilt ones (fr/annuaire/**, fr/statut-avis/, fr/courriel/desabonnement/, …);
 * - `--saved DIR` (issue 42): the French pages rendered on demand that the site crawl saved (its listings);
 * - `--site URL` (issue 42): the on-demand French pages no crawl reaches, asked of the served site (the French 404,
 *   and the pages French emails' links open: /fr/mot-de-passe/, /fr/confirmer-compte/, /fr/confirmer-courriel/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { englishOnFrenchPage } from '../src/features/directory/french-page-check.ts';

/** On-demand French pages asked of the served site, with the status each should answer. */
// A listing no build has: the on-demand listing route answers the French directory's 404 (fr/annuaire/not-found).
// The pages French emails' links open (issue 42), without a token and with one no link has: each says why in French.
const NO_SUCH_TOKEN = 'A'.repeat(43);
const ON_DEMAND_FRENCH_PAGES = [
  { path: '/fr/annuaire/canada/quebec/montreal/aucune-fiche-de-ce-nom/', status: 404 },
  ...['/fr/mot-de-passe/', '/fr/confirmer-compte/', '/fr/confirmer-courriel/'].flatMap((page) => [
    { path: page, status: 200 },
    { path: `${page}?token=${NO_SUCH_TOKEN}`, status: 200 },
  ]),
];

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

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { saved: { type: 'string' }, site: { type: 'string' } },
});
const dist = positionals[0] ?? 'dist';
const files = [dist, ...(values.saved ? [values.saved] : [])].flatMap((root) =>
  htmlFiles(path.join(root, 'fr')).map((file) => ({ page: path.relative(root, file), file, onDemand: root !== dist })),
);
if (!files.some((p) => p.page.startsWith(`fr${path.sep}annuaire${path.sep}`))) {
  console.error(`french pages: no prebuilt French directory page under ${dist}/fr/annuaire/`);
  process.exit(1);
}
const pages = files.map((f) => ({ page: f.page, onDemand: f.onDemand, html: readFileSync(f.file, 'utf8') }));
const problems: string[] = [];
if (values.site) {
  for (const asked of ON_DEMAND_FRENCH_PAGES) {
    const res = await fetch(new URL(asked.path, values.site), { redirect: 'manual' });
    if (res.status !== asked.status) problems.push(`${asked.path}: answered ${res.status}, not ${asked.status}`);
    pages.push({ page: asked.path, onDemand: true, html: await res.text() });
  }
}
const failures = pages.map((p) => ({ page: p.page, words: englishOnFrenchPage(p.html) })).filter((f) => f.words.length);
for (const f of failures) console.error(`  ${f.page}: ${f.words.join(', ')}`);
for (const problem of problems) console.error(`  ${problem}`);
const onDemand = pages.filter((p) => p.onDemand).length;
console.log(
  `french pages: ${pages.length} read (${onDemand} rendered on demand), ${failures.length} with English ` +
    'outside names and what owners wrote',
);
process.exit(failures.length || problems.length ? 1 : 0);
