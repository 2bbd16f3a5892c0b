/**
 * Plan names and prices inside hand-written content (articles, tools) are tokens, filled from plans.ts when the
 * content is loaded, so a renamed plan or a new price changes every page at once (issue 18):
 * `{{plan:web-hosting:name}}` → "Web Hosting & AI Design", `{{plan:web-hosting:price}}` → "$15 CAD/month". Pure.
 */
import { formatPlanPrice, getPlan, PLANS, type PlanId } from './plans.ts';

const TOKEN = /\{\{plan:([a-z-]+):(name|price)\}\}/g;

export function expandPlanTokens(text: string): string {
  return text.replace(TOKEN, (whole, id: string, field: 'name' | 'price') => {
    if (!PLANS.some((p) => p.id === id)) throw new Error(`Unknown plan in content token ${whole}`);
    const plan = getPlan(id as PlanId);
    return field === 'name' ? plan.name : formatPlanPrice(plan);
  });
}
