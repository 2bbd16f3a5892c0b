/** Reads and validates the seed files in content/. Throws naming the file and field on bad data. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import { expandPlanTokens } from '../../features/plans/plan-text.ts';
import { offerTool, subtitleWithStatus } from '../../shared/offer.ts';
import { z } from '../../schemas/z.ts';
import {
  seedArticleMetaSchema,
  seedListingSchema,
  seedRegionSchema,
  seedSeriesSchema,
  seedToolSchema,
  type SeedArticleMeta,
} from '../../schemas/seed.ts';

export interface SeedArticle extends SeedArticleMeta {
  main: string;
}

function parseWith<T>(schema: z.core.$ZodType<T>, value: unknown, file: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** Content text with its plan tokens filled from plans.ts (names and prices are never typed into content). */
async function readContentText(file: string): Promise<string> {
  return expandPlanTokens(await readFile(file, 'utf8'));
}

export async function readListings(contentDir: string) {
  const dir = path.join(contentDir, 'listings');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const all = [];
  for (const file of files) {
    all.push(...parseWith(z.array(seedListingSchema), await readJson(path.join(dir, file)), `listings/${file}`));
  }
  return all;
}

/** The catalogue, each subtitle ending with its status from the one table of what exists (src/shared/offer.ts). */
export async function readTools(contentDir: string) {
  const tools = parseWith(
    z.array(seedToolSchema),
    JSON.parse(await readContentText(path.join(contentDir, 'tools.json'))),
    'tools.json',
  );
  return tools.map((tool) => ({
    ...tool,
    subtitle: subtitleWithStatus(offerTool(tool.tool_unique_id), tool.subtitle),
  }));
}

export async function readSeries(contentDir: string) {
  return parseWith(z.array(seedSeriesSchema), await readJson(path.join(contentDir, 'series.json')), 'series.json');
}

export async function readRegions(contentDir: string) {
  return parseWith(z.array(seedRegionSchema), await readJson(path.join(contentDir, 'regions.json')), 'regions.json');
}

const FRONT_MATTER = /^---json\s*\n([\s\S]*?)\n---\s*\n([\s\S]*)$/;

export async function readArticles(contentDir: string): Promise<SeedArticle[]> {
  const dir = path.join(contentDir, 'articles');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const articles: SeedArticle[] = [];
  for (const file of files) {
    const text = await readContentText(path.join(dir, file));
    const match = FRONT_MATTER.exec(text);
    if (!match?.[1] || match[2] === undefined) throw new Error(`articles/${file}: missing ---json front matter`);
    const meta = parseWith(seedArticleMetaSchema, JSON.parse(match[1]), `articles/${file}`);
    articles.push({ ...meta, main: await marked.parse(match[2]) });
  }
  return articles;
}
