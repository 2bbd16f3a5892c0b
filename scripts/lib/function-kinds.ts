/**
 * Every platform function's kind and Netlify time limit, as data (issue 42), and the pure verdict that
 * tests/unit/function-kinds.test.ts runs over functions/. One table in one module rather than an export
 * in each function file: a reviewer sees every kind and every exception at once, the docs table
 * (docs/deploy.md §8) is generated from it, and no function bundle carries it.
 *
 * The rules, judged over each function's value-import graph (scripts/lib/import-graph.ts):
 * - the declared kind matches Netlify's config: a `schedule` makes it scheduled, a `-background` name
 *   makes it background, anything else is synchronous;
 * - a synchronous function (60 s) must not reach a module that waits for a model or a remote site
 *   (WAITS_REMOTE): that work belongs in a background function (15 min) it starts and the browser polls;
 * - a scheduled function (30 s) must not reach WAITS_REMOTE either: work that grows with the number of
 *   businesses is claimed in one statement and handed to a background function in batches; and when it
 *   reaches a per-item remote call (PER_ITEM_REMOTE: an email, a Stripe call) it names the per-run cap
 *   (`capped`: the LIMIT of the statement that claims the items), so a busy day waits for the next run;
 * - a function that reaches such a module only through a shared file, without calling it, says why in
 *   `reachesWithoutWaiting`; one still over its limit says so in `overLimit`, and the docs print it.
 */
export type Kind = 'synchronous' | 'scheduled' | 'background';

export const LIMIT_SECONDS: Record<Kind, number> = { synchronous: 60, scheduled: 30, background: 900 };

/** Modules that wait for a model or for a site on the internet: seconds each, many per business. */
export const WAITS_REMOTE: Record<string, string> = {
  'src/server/ai/openai.ts': 'the OpenAI copywriter (waits for a model)',
  'src/server/ai/article-writer.ts': 'the article writer (waits for a model)',
  'src/server/content-tools/image-maker.ts': 'the image maker (waits for the OpenAI Images API)',
  'src/server/maintenance/check-site.ts': 'the site checker (fetches a live site and every link)',
  'src/server/net/safe-fetch.ts': 'the fetcher of owner-given addresses (a remote site)',
};

/** Remote calls of about a second each: fine once in a request, a cap needed when a schedule loops over them. */
export const PER_ITEM_REMOTE: Record<string, string> = {
  'src/server/mail/send.ts': 'email (SMTP)',
  'src/server/stripe/client.ts': 'Stripe',
};

export interface Declared {
  kind: Kind;
  /** How the function stays inside its limit (docs/deploy.md prints it). */
  how: string;
  /** A WAITS_REMOTE module reached through a shared file but never called here, and why. */
  reachesWithoutWaiting?: Record<string, string>;
  /** A scheduled function's cap on per-item remote calls a run (the claiming statement's LIMIT). */
  capped?: string;
  /** Known to break its limit's rule, with the issue that fixes it (the check still lists it). */
  overLimit?: string;
}

/** A function as found in functions/: its name, whether its config has a schedule, what it reaches. */
export interface FoundFunction {
  name: string;
  scheduled: boolean;
  reaches: Set<string>;
}

export function kindFromConfig(f: Pick<FoundFunction, 'name' | 'scheduled'>): Kind {
  if (f.scheduled) return 'scheduled';
  return f.name.endsWith('-background') ? 'background' : 'synchronous';
}

/** Every rule broken, one sentence each (empty when all hold). */
export function judgeKinds(found: FoundFunction[], table: Record<string, Declared>): string[] {
  const problems: string[] = [];
  const names = new Set(found.map((f) => f.name));
  for (const name of Object.keys(table)) if (!names.has(name)) problems.push(`${name}: declared but not in functions/`);
  for (const f of found) {
    const declared = table[f.name];
    if (!declared) {
      problems.push(`${f.name}: no declared kind (add it to scripts/lib/function-kinds.ts)`);
      continue;
    }
    const actual = kindFromConfig(f);
    if (declared.kind !== actual)
      problems.push(`${f.name}: declared ${declared.kind}, but Netlify runs it as ${actual}`);
    if (actual === 'background') continue;
    const excused = { ...declared.reachesWithoutWaiting };
    const waits = Object.keys(WAITS_REMOTE).filter((m) => f.reaches.has(m) && !excused[m]);
    const loops = actual === 'scheduled' && !declared.capped;
    const perItem = loops ? Object.keys(PER_ITEM_REMOTE).filter((m) => f.reaches.has(m) && !excused[m]) : [];
    const broken = [...waits.map((m) => WAITS_REMOTE[m]), ...perItem.map((m) => `${PER_ITEM_REMOTE[m]} with no cap`)];
    if (broken.length && !declared.overLimit) {
      problems.push(`${f.name}: a ${actual} function (${LIMIT_SECONDS[actual]} s) reaches ${broken.join('; ')}`);
    }
    if (!broken.length && declared.overLimit) problems.push(`${f.name}: marked over its limit but no longer is`);
    for (const m of Object.keys(excused)) {
      if (!f.reaches.has(m)) problems.push(`${f.name}: excused for ${m}, which it no longer reaches`);
    }
  }
  return problems;
}

const LIMIT_TEXT: Record<Kind, string> = { synchronous: '60 s', scheduled: '30 s', background: '15 min' };

/** The docs/deploy.md table: every function, its kind, its limit and how it stays inside it. */
export function formatKindsTable(table: Record<string, Declared>): string {
  const rows = Object.entries(table)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, d]) => {
      const how = [d.how, d.capped && `cap: ${d.capped}`, d.overLimit && `**over its limit**: ${d.overLimit}`];
      return `| \`${name}\` | ${d.kind} | ${LIMIT_TEXT[d.kind]} | ${how.filter(Boolean).join('; ')} |`;
    });
  return ['| Function | Kind | Limit | How it stays inside |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
