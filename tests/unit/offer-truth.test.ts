// Issue 39: what exists comes from one table (src/shared/offer.ts). No page may call a built tool 'coming' (or 'soon',
// 'not available yet', in English or French), no plan may sell a tool that is not built, and the catalogue agrees.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DRAFT_TIME,
  OFFER_TOOLS,
  findOfferTool,
  isBuilt,
  subtitleWithStatus,
  type PlanId,
} from '../../src/shared/offer.ts';
import { PLANS } from '../../src/features/plans/plans.ts';
import { TRENDING_TOOLS } from '../../src/features/site/site.ts';
import { normalizePlans } from '../../src/features/tools/plan-badge.ts';
import { CHECKOUT_OPTIONS } from '../../src/features/checkout/checkout.ts';
import { BUILD_TILES } from '../../src/features/wizard/StepBuild.tsx';
import { readArticles, readTools } from '../../src/server/seed/content-files.ts';
import { findComingClaims } from './offer-truth-scan.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const built = OFFER_TOOLS.filter((t) => t.state === 'built');

/** Every platform page's sources: routes, layouts, components and islands (generated sites' own words excluded). */
async function pageSources(): Promise<{ file: string; text: string }[]> {
  const dirs = ['src/pages', 'src/layouts', 'src/components', 'src/features', 'src/shared/i18n'];
  const skip = /site-renderer|site-editor|\.test\.|\.css$/;
  const out: { file: string; text: string }[] = [];
  for (const dir of dirs) {
    for (const entry of await readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || skip.test(file) || !/\.(astro|tsx?|md)$/.test(file)) continue;
      out.push({ file: path.relative(ROOT, file), text: await readFile(file, 'utf8') });
    }
  }
  return out;
}

describe('one source of truth for what exists', () => {
  it('sells only built tools on every plan, at checkout and in the creator grid', () => {
    for (const plan of PLANS) {
      for (const line of plan.features)
        if (line.tool) expect(isBuilt(line.tool), `${plan.id}: ${line.text}`).toBe(true);
    }
    expect(CHECKOUT_OPTIONS.map((o) => o.summary).join(' ')).not.toMatch(/coming|soon|not available/i);
    expect(BUILD_TILES.filter((t) => !t.built)).toEqual([]);
    expect(BUILD_TILES.find((t) => t.name === 'Mail')?.today).toMatch(/Inbox/);
    expect(BUILD_TILES.find((t) => t.name === 'Calendar')?.href).toBe('/dashboard/calendar/');
  });

  it('offers only built tools in the header and footer menus', () => {
    for (const tool of TRENDING_TOOLS) expect(isBuilt(tool.href.split('/')[2]!), tool.href).toBe(true);
  });

  it('labels every pricing line with the tool it sells, SEO articles included', () => {
    const complete = PLANS.find((p) => p.id === 'complete')!;
    expect(complete.features.find((f) => /SEO articles a month/.test(f.text))?.tool).toBe('seo-article-generation');
  });

  it('derives the catalogue status and agrees with it on the cheapest plan of every tool', async () => {
    const least = (plans: string[]) =>
      (['free', 'registered', 'web-hosting', 'complete'] as const).find((p) => plans.includes(p));
    for (const tool of await readTools(path.join(ROOT, 'content'))) {
      const entry = findOfferTool(tool.tool_unique_id);
      expect(entry, `${tool.tool_unique_id} is missing from src/shared/offer.ts`).toBeDefined();
      const cheapest = least(normalizePlans(tool.part_of_plan));
      const expected = least(entry!.plans.map((p: PlanId) => (p === 'registered' ? 'free' : p)));
      expect(cheapest, `${tool.tool_unique_id}: part_of_plan`).toBe(expected);
      expect(tool.subtitle?.endsWith('(coming soon)'), tool.tool_unique_id).toBe(entry!.state === 'planned');
    }
  });

  it('writes a status into a subtitle only when the tool is not built', () => {
    expect(subtitleWithStatus(findOfferTool('reporting')!, 'Reports (coming soon)')).toBe('Reports');
    expect(subtitleWithStatus(findOfferTool('business-mail')!, 'Mail')).toBe('Mail (coming soon)');
    expect(subtitleWithStatus(findOfferTool('business-mail')!, null)).toBe('Coming soon');
  });

  it('finds no page, catalogue entry or article calling a built tool coming', async () => {
    const texts = await pageSources();
    for (const tool of await readTools(path.join(ROOT, 'content'))) {
      texts.push({
        file: `content/tools.json#${tool.tool_unique_id}`,
        text: [tool.subtitle, tool.description, tool.content].join('\n'),
      });
    }
    for (const article of await readArticles(path.join(ROOT, 'content'))) {
      texts.push({
        file: `content/articles/${article.slug}.md`,
        text: [article.title, article.excerpt, article.main].join('\n'),
      });
    }
    const claims = texts.flatMap(({ file, text }) => findComingClaims(text, built).map((c) => `${file}: ${c}`));
    expect(claims).toEqual([]);
  });

  it('makes one promise of time for a draft: DRAFT_TIME, never two minutes or a minute', async () => {
    const texts = await pageSources();
    for (const tool of await readTools(path.join(ROOT, 'content')))
      texts.push({ file: `content/tools.json#${tool.tool_unique_id}`, text: tool.description ?? '' });
    const other = texts
      .filter(({ text }) => /\b(under|in) (2|two) minutes|about a minute|takes 10 seconds|in 10 seconds/i.test(text))
      .map((t) => t.file);
    expect(other).toEqual([]);
    expect(DRAFT_TIME).toBe('about 10 seconds');
  });

  it('catches the sentences issue 39 found, in English and French', () => {
    const claims = (text: string) => findComingClaims(text, built);
    expect(claims('One place for your plan. Reporting is coming.')).toHaveLength(1);
    expect(
      claims('Reporting, website maintenance, SEO article generation and AI image generation are coming.'),
    ).toHaveLength(1);
    expect(claims('AI Image Generation is not available yet.')).toHaveLength(1);
    expect(claims('Les rapports arrivent bientôt : Reporting bientôt disponible.')).toHaveLength(1);
    expect(claims('Everything in Web Hosting; maintenance, SEO articles and AI images are coming.')).toHaveLength(1);
    expect(claims('Business Mail is coming soon. Reporting works today.')).toEqual([]);
  });
});
