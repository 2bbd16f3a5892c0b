/**
 * Issue 18: every plan name and price on the site comes from plans.ts. Source files and content may not type a
 * plan's name or price; content uses {{plan:<id>:name|price}} tokens, filled from plans.ts when it is loaded.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANS, PAID_PLANS, formatCad, formatPlanPrice, getPlan } from '../../src/features/plans/plans.ts';
import { expandPlanTokens } from '../../src/features/plans/plan-text.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
// plans.ts is the source; a generated café's menu prices ($15.00 sandwiches) are not plan prices.
const EXEMPT = ['src/features/plans/plans.ts', 'src/server/ai/phrasebook/'];

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return filesUnder(rel, ext);
    return ext.test(name) && !EXEMPT.some((e) => rel.startsWith(e)) ? [rel] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Names that are not ordinary words, every paid price as the site writes it, and the retired spellings.
const FORBIDDEN: RegExp[] = [
  ...PLANS.filter((p) => p.name.includes(' ')).map((p) => new RegExp(escape(p.name).replace('&', '(&|&amp;)'), 'i')),
  ...PLANS.map((p) => new RegExp(`\\b${escape(p.name)} plan\\b`, 'i')),
  ...PAID_PLANS.map((p) => new RegExp(`${escape(formatCad(p.priceCents))}(?![\\d.,])`)),
  /Website Design (&|and) Hosting/i,
  /Complete Dashboard Access/i,
  /\/monthly/i,
  /'FREE'/,
];

describe('plan names and prices come from plans.ts (issue 18)', () => {
  const files = [
    ...filesUnder('src', /\.(ts|tsx|astro|mts)$/),
    ...filesUnder('functions', /\.mts$/),
    ...filesUnder('content', /\.(md|json)$/),
  ];

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('content/tools.json');
  });

  it('no file types a plan name or price', () => {
    const found = files.flatMap((file) => {
      // Comments in source may explain the plans; what a visitor sees may not name them by hand.
      const raw = readFileSync(path.join(ROOT, file), 'utf8');
      const text = file.startsWith('content/')
        ? raw
        : raw
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/^\s*\/\/.*$/gm, '')
            .replace(/\$\d+::[a-z]+/g, 'SQL parameter'); // '$15::int' in a query is a parameter, not a price
      return FORBIDDEN.filter((re) => re.test(text)).map((re) => `${file}: ${re}`);
    });
    expect(found).toEqual([]);
  });

  it('every content token names a real plan, and fills in its name and one price format', () => {
    for (const file of files.filter((f) => f.startsWith('content/'))) {
      expect(() => expandPlanTokens(readFileSync(path.join(ROOT, file), 'utf8')), file).not.toThrow();
    }
    expect(expandPlanTokens('{{plan:web-hosting:name}} costs {{plan:web-hosting:price}}')).toBe(
      `${getPlan('web-hosting').name} costs ${formatPlanPrice(getPlan('web-hosting'))}`,
    );
    expect(formatPlanPrice(getPlan('web-hosting'))).toBe('$15 CAD/month');
    expect(formatPlanPrice(getPlan('registered'))).toBe('Free');
    expect(() => expandPlanTokens('{{plan:gold:name}}')).toThrow(/Unknown plan/);
  });
});
