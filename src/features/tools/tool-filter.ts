/**
 * The tools list (spec §2 Tools list): audience categories built from each tool's business_directory
 * data, name search (case-insensitive substring) and category filter. Pure.
 */
import { slugify } from '../../shared/locations.ts';

/** The 16 audience categories, in the order the sidebar shows them. */
export const AUDIENCE_CATEGORIES = [
  'Everyone',
  'Construction',
  'Tech Startups',
  'Fitness',
  'Food & Beverage',
  'Healthcare',
  'Real Estate',
  'Finance',
  'E-commerce',
  'Education',
  'Travel',
  'Art & Design',
  'Automotive',
  'Entertainment',
  'Hospitality',
  'Churches',
] as const;

export interface ToolCategory {
  label: string;
  slug: string;
}

export interface FilterableTool {
  name: string;
  /** A JSON string holding a list whose first element has business_categories (spec §3). */
  business_directory: string;
}

/** "food & beverage" -> "Food & Beverage"; "e-commerce" -> "E-commerce". */
export function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (word === '&' ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A category as the sidebar shows it: a title-cased label and a lowercase hyphenated slug. */
export function toCategory(categoryName: string): ToolCategory {
  const label = titleCase(categoryName);
  return { label, slug: slugify(label) };
}

/** The category names of one tool; malformed business_directory data reads as none. */
export function toolCategoryNames(tool: Pick<FilterableTool, 'business_directory'>): string[] {
  try {
    const parsed: unknown = JSON.parse(tool.business_directory);
    const first = Array.isArray(parsed) ? (parsed[0] as { business_categories?: unknown } | undefined) : undefined;
    const list = Array.isArray(first?.business_categories) ? first.business_categories : [];
    return list
      .map((c: unknown) => (c && typeof c === 'object' ? (c as { category_name?: unknown }).category_name : undefined))
      .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  } catch {
    return [];
  }
}

/** Every category used by the tools, the 16 known ones first in their order, others after by name. */
export function toolCategories(tools: readonly Pick<FilterableTool, 'business_directory'>[]): ToolCategory[] {
  const bySlug = new Map<string, ToolCategory>();
  for (const tool of tools)
    for (const name of toolCategoryNames(tool)) {
      const category = toCategory(name);
      if (!bySlug.has(category.slug)) bySlug.set(category.slug, category);
    }
  const order = AUDIENCE_CATEGORIES.map((label) => toCategory(label).slug);
  const rank = (slug: string) => (order.indexOf(slug) === -1 ? order.length : order.indexOf(slug));
  return [...bySlug.values()].sort((a, b) => rank(a.slug) - rank(b.slug) || a.label.localeCompare(b.label));
}

export interface ToolFilter {
  query?: string;
  category?: string | null;
}

/** Tools whose name contains the query (any case) and that belong to the category slug, if any. */
export function filterTools<T extends FilterableTool>(tools: readonly T[], filter: ToolFilter): T[] {
  const query = (filter.query ?? '').trim().toLowerCase();
  const category = filter.category || null;
  return tools.filter(
    (tool) =>
      (!query || tool.name.toLowerCase().includes(query)) &&
      (!category || toolCategoryNames(tool).some((name) => toCategory(name).slug === category)),
  );
}
