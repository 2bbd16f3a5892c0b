/**
 * The facts an article may use, read from the owner's records: the website's working copy (type,
 * services and their summaries, pages, the FAQ the owner approved) and the listing (name, city,
 * phone, hours). Nothing else reaches the writer, so nothing else can appear in an article.
 */
import type { ArticleFacts } from '../../features/content-tools/article-facts.ts';
import { compactHours } from '../../features/site-renderer/hours.ts';
import { visiblePages } from '../../features/site-renderer/render.ts';
import { loadBusinessRecord } from '../generation/business-record.ts';
import { loadSiteSpec } from '../site-editor/site-specs.ts';

export async function loadArticleFacts(accountId: string): Promise<ArticleFacts> {
  const [working, record] = await Promise.all([loadSiteSpec(accountId), loadBusinessRecord(accountId)]);
  const spec = working?.spec;
  const hours = record.hours ? compactHours(record.hours).map((r) => `${r.label}: ${r.value}`) : [];
  if (!spec) {
    return {
      name: record.name ?? 'Our business',
      subCategoryName: 'local business',
      services: [],
      city: record.address?.city ?? null,
      province: record.address?.province ?? null,
      questions: [],
      overview: record.description ?? `${record.name ?? 'We'} serve customers across Canada.`,
      phone: record.phone,
      email: record.email,
      pages: [],
      hours,
      faq: [],
    };
  }
  // The main language's pages (a bilingual site lists its second language's too, under /fr/ or /en/).
  const pages = visiblePages(spec)
    .filter((p) => p.lang === (spec.languages?.[0] ?? 'en'))
    .map((p) => ({ path: `/${p.path}`, label: p.title }));
  return {
    name: spec.business.name,
    subCategoryName: spec.subCategoryName,
    services: spec.copy.services.map((s) => ({ slug: s.slug, name: s.name, summary: s.summary })),
    city: spec.business.address?.city ?? null,
    province: spec.business.address?.province ?? null,
    questions: spec.copy.faq.map((f) => f.question),
    overview: spec.business.overview,
    phone: spec.business.phone,
    email: spec.business.email,
    pages,
    hours,
    faq: spec.copy.faq,
  };
}
