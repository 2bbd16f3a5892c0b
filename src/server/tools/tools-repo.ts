/** Tools catalogue reads, shaped as the spec's Tool object (§3). */
import { query } from '../db/client.ts';

interface ToolRow extends Record<string, unknown> {
  id: string;
  tool_unique_id: string;
  name: string;
  subtitle: string | null;
  description: string | null;
  content: string | null;
  images: { url: string }[];
  part_of_plan: string | string[];
  tool_categories: string[];
  audiences: string[];
  requirements: string[];
}

export interface Tool {
  id: string;
  name: string;
  tool_unique_id: string;
  subtitle: string | null;
  description: string | null;
  content: string;
  tool_image_url: string | null;
  tool_images: { url: string }[];
  part_of_plan: string | string[];
  tool_categories: { category_name: string }[];
  /** A JSON string holding a list whose first element has business_categories (spec §3). */
  business_directory: string;
  requirements: string[];
}

const COLUMNS = `id, tool_unique_id, name, subtitle, description, content, images, part_of_plan,
  tool_categories, audiences, requirements`;

export function toTool(row: ToolRow): Tool {
  return {
    id: row.id,
    name: row.name,
    tool_unique_id: row.tool_unique_id,
    subtitle: row.subtitle,
    description: row.description,
    content: row.content ?? '',
    tool_image_url: row.images[0]?.url ?? null,
    tool_images: row.images,
    part_of_plan: row.part_of_plan,
    tool_categories: row.tool_categories.map((category_name) => ({ category_name })),
    business_directory: JSON.stringify([
      { business_categories: row.audiences.map((category_name) => ({ category_name })) },
    ]),
    requirements: row.requirements,
  };
}

export async function listTools(): Promise<Tool[]> {
  const rows = await query<ToolRow>(`SELECT ${COLUMNS} FROM tools ORDER BY sort_order, name`);
  return rows.map(toTool);
}

export async function findTool(toolUniqueId: string): Promise<Tool | undefined> {
  const [row] = await query<ToolRow>(`SELECT ${COLUMNS} FROM tools WHERE tool_unique_id = $1`, [toolUniqueId]);
  return row ? toTool(row) : undefined;
}
