/**
 * Plan names and prices inside hand-written content (articles, tools) are tokens, filled from plans.ts when the
 * content is loaded, so a renamed plan or a new price changes every page at once (issue 18):
 * `{{plan:<id>:name}}`, `{{plan:<id>:price}}` ("Free" or the one price format), `{{plan:<id>:articles}}` and
 * `{{plan:<id>:images}}` (monthly allowances). Pure.
 */
import { formatPlanPrice, getPlan, PLANS, type PlanId } from './plans.ts';

const TOKEN = /\{\{plan:([a-z-]+):(name|price|articles|images)\}\}/g;

export function expandPlanTokens(text: string): string {
  return text.replace(TOKEN, (whole, id: string, field: 'name' | 'price' | 'articles' | 'images') => {
    if (!PLANS.some((p) => p.id === id)) throw new Error(`Unknown plan in content token ${whole}`);
    const plan = getPlan(id as PlanId);
    if (field === 'name') return plan.name;
    if (field === 'price') return formatPlanPrice(plan);
    return String(field === 'articles' ? plan.articlesPerMonth : plan.imagesPerMonth);
  });
}
