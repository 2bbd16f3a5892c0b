import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_CATEGORIES,
  filterTools,
  titleCase,
  toCategory,
  toolCategories,
  toolCategoryNames,
} from '../../src/features/tools/tool-filter.ts';

const bd = (...names: string[]) =>
  JSON.stringify([{ business_categories: names.map((category_name) => ({ category_name })) }]);
const tools = [
  { name: 'Website Maintenance', business_directory: bd('Everyone', 'Construction') },
  { name: 'AI Website Generation', business_directory: bd('everyone', 'food & beverage') },
  { name: 'Task Manager', business_directory: bd('Tech Startups') },
  { name: 'Broken', business_directory: 'not json' },
];

describe('tool categories (spec §2 Tools list)', () => {
  it('lists the 16 audience categories', () => {
    expect(AUDIENCE_CATEGORIES).toHaveLength(16);
    expect(AUDIENCE_CATEGORIES).toContain('Churches');
  });
  it('title-cases labels and makes lowercase hyphenated slugs', () => {
    expect(toCategory('food & beverage')).toEqual({ label: 'Food & Beverage', slug: 'food-and-beverage' });
    expect(toCategory('TECH STARTUPS')).toEqual({ label: 'Tech Startups', slug: 'tech-startups' });
    expect(toCategory('e-commerce')).toEqual({ label: 'E-commerce', slug: 'e-commerce' });
    expect(titleCase('  art & design ')).toBe('Art & Design');
  });
  it('reads business_directory safely', () => {
    expect(toolCategoryNames(tools[0]!)).toEqual(['Everyone', 'Construction']);
    expect(toolCategoryNames(tools[3]!)).toEqual([]);
    expect(toolCategoryNames({ business_directory: '[{}]' })).toEqual([]);
  });
  it('builds the filter from the tools, known categories first, without duplicates', () => {
    expect(toolCategories(tools).map((c) => c.label)).toEqual([
      'Everyone',
      'Construction',
      'Tech Startups',
      'Food & Beverage',
    ]);
  });
});

describe('filtering tools', () => {
  it('searches names case-insensitively by substring', () => {
    expect(filterTools(tools, { query: 'WEBSITE' }).map((t) => t.name)).toEqual([
      'Website Maintenance',
      'AI Website Generation',
    ]);
    expect(filterTools(tools, { query: 'site gen' }).map((t) => t.name)).toEqual(['AI Website Generation']);
    expect(filterTools(tools, { query: '  ' })).toHaveLength(4);
  });
  it('filters by category slug, combined with the search', () => {
    expect(filterTools(tools, { category: 'everyone' }).map((t) => t.name)).toEqual([
      'Website Maintenance',
      'AI Website Generation',
    ]);
    expect(filterTools(tools, { category: 'everyone', query: 'maint' }).map((t) => t.name)).toEqual([
      'Website Maintenance',
    ]);
    expect(filterTools(tools, { category: 'churches' })).toEqual([]);
  });
});
