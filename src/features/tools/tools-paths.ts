/** URLs of the tools list: /business-tools[/category/{slug}][/page/{n}]. Pure. */
import { pagePath } from '../pagination/pagination.ts';

export const TOOLS_BASE = '/business-tools';

export interface ToolsListState {
  category: string | null;
  page: number;
}

export function toolsListPath({ category, page }: ToolsListState): string {
  return pagePath(category ? `${TOOLS_BASE}/category/${category}` : TOOLS_BASE, page);
}

export function parseToolsListPath(pathname: string): ToolsListState {
  const match = /^\/business-tools(?:\/category\/([a-z0-9-]+))?(?:\/page\/(\d+))?\/?$/.exec(pathname);
  return { category: match?.[1] ?? null, page: Math.max(1, Number(match?.[2] ?? 1)) };
}
