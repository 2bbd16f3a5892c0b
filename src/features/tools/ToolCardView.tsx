/** A tools catalogue card (home grid and tools list): first image or a placeholder, and the plan badge. */
import { planBadge } from './plan-badge.ts';

export interface ToolCardData {
  tool_unique_id: string;
  name: string;
  subtitle: string | null;
  tool_images: { url: string }[];
  part_of_plan: string | string[];
}

export default function ToolCardView({
  tool,
  headingLevel = 'h3',
}: {
  tool: ToolCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const badge = planBadge(tool.part_of_plan);
  const image = tool.tool_images[0]?.url;
  const Heading = headingLevel;
  return (
    <article className="card tool-card" data-tool-id={tool.tool_unique_id}>
      <img
        src={image ?? '/media/placeholder-tool.svg'}
        alt=""
        width="800"
        height="500"
        loading="lazy"
        decoding="async"
        data-placeholder={image ? undefined : 'true'}
      />
      <div className="card-body">
        <Heading>
          <a href={`/business-tools/${tool.tool_unique_id}/`}>{tool.name}</a>
        </Heading>
        {tool.subtitle && <p className="muted">{tool.subtitle}</p>}
        <p>
          <span className={`badge badge-${badge.kind}`}>{badge.label}</span>
        </p>
      </div>
    </article>
  );
}
