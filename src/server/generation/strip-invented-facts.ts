/**
 * Data migration 0015 (run by `migrate` after the SQL files before it): takes the facts old
 * copywriters invented out of stored specs (features/site-renderer/invented-facts.ts). Working copies
 * first, while their source drafts still hold what was generated; then each changed draft is rendered
 * again and its pages that no longer exist (a menu with no priced item, …) are deleted, so its address
 * stops showing them. Idempotent: a second run finds nothing to change. Live versions are immutable
 * files and change on the owner's next publish. Data migration 0024 runs it again with what issue 39 added
 * (unsupported-claims.ts: the no-address 'how to find us' answer, the 'See the menu' button).
 */
import { stripGeneratedDraft, stripWorkingCopy } from '../../features/site-renderer/invented-facts.ts';
import { withoutOldClaims } from '../../features/site-renderer/unsupported-claims.ts';
import { siteSpecSchema, type SiteSpec } from '../../schemas/site-spec.ts';
import { query } from '../db/client.ts';
import { fileStore, storeSiteFiles } from '../storage/storage.ts';
import { updateReadySpec } from './drafts-repo.ts';
import { storedRenderAssets } from './stored-assets.ts';
import { renderWithPreview } from './redraw.ts';

const parse = (value: unknown): SiteSpec | undefined => {
  const result = siteSpecSchema.safeParse(value);
  return result.success ? result.data : undefined;
};

/** `onlyBusinessId` limits it to one account (tests share their database with others). */
export async function stripInventedFacts(
  log: (line: string) => void = () => undefined,
  onlyBusinessId?: string,
): Promise<{ drafts: number; workingCopies: number }> {
  const scope = onlyBusinessId ? [onlyBusinessId] : [];
  const drafts = await query<{ id: string; site_spec: unknown }>(
    `SELECT id, site_spec FROM website_drafts WHERE status = 'ready'${onlyBusinessId ? ' AND business_id = $1' : ''}`,
    scope,
  );
  const generated = new Map(
    drafts.flatMap((d) => {
      const spec = parse(d.site_spec);
      return spec ? [[d.id, spec] as const] : [];
    }),
  );

  let workingCopies = 0;
  for (const row of await query<{ business_id: string; draft_id: string | null; spec: unknown }>(
    `SELECT business_id, draft_id, spec FROM site_specs${onlyBusinessId ? ' WHERE business_id = $1' : ''}`,
    scope,
  )) {
    const spec = parse(row.spec);
    if (!spec) continue;
    const stripped = withoutOldClaims(stripWorkingCopy(spec, row.draft_id ? generated.get(row.draft_id) : undefined));
    if (stripped === spec) continue;
    // A new version: an editor tab still open on the old one is told, not silently overwritten.
    await query(
      'UPDATE site_specs SET spec = $2::jsonb, version = version + 1, updated_at = now() WHERE business_id = $1',
      [row.business_id, JSON.stringify(stripped)],
    );
    workingCopies++;
  }

  let changedDrafts = 0;
  const store = fileStore('sites');
  for (const [id, spec] of generated) {
    const stripped = withoutOldClaims(stripGeneratedDraft(spec));
    if (stripped === spec) continue;
    const prefix = `drafts/${id}/`;
    const { files, screenshotUrl } = await renderWithPreview(id, stripped, await storedRenderAssets(prefix, stripped));
    await storeSiteFiles(prefix, files);
    const pages = new Set(files.map((f) => `${prefix}${f.path}`));
    for (const key of await store.list(prefix)) if (key.endsWith('.html') && !pages.has(key)) await store.delete(key);
    await updateReadySpec(id, stripped, screenshotUrl);
    changedDrafts++;
  }
  log(
    `invented facts taken out of ${changedDrafts} draft(s) and ${workingCopies} working cop${workingCopies === 1 ? 'y' : 'ies'}`,
  );
  return { drafts: changedDrafts, workingCopies };
}
