/** Live websites in the database (migration 0010): the site row, its versions and its domain. */
import { query } from '../db/client.ts';
import { slugBase, slugCandidate } from '../../features/publishing/publishing.ts';

export interface WebsiteRow extends Record<string, unknown> {
  business_id: string;
  slug: string;
  next_version: number;
  live_version: number | null;
  updated_at: Date;
}

export interface VersionRow extends Record<string, unknown> {
  business_id: string;
  number: number;
  draft_id: string | null;
  spec_hash: string;
  storage_prefix: string;
  file_count: number;
  publish_ms: number;
  /** The data's order (migration 0038): the catalogue and bookings in its pages were read after this number. */
  data_seq: number | string; // bigint: node-postgres reads it as a string
  created_at: Date;
}

export interface DomainRow extends Record<string, unknown> {
  business_id: string;
  domain: string;
  status: 'pending' | 'verified';
  last_checked_at: Date | null;
  last_error: string | null;
  verified_at: Date | null;
}

export async function findWebsite(businessId: string): Promise<WebsiteRow | undefined> {
  const [row] = await query<WebsiteRow>('SELECT * FROM websites WHERE business_id = $1', [businessId]);
  return row;
}

/** The account's site row, created on first publish with the first free slug for its name. */
export async function ensureWebsite(businessId: string, businessName: string): Promise<WebsiteRow> {
  const existing = await findWebsite(businessId);
  if (existing) return existing;
  const base = slugBase(businessName);
  for (let attempt = 1; attempt <= 50; attempt++) {
    const [row] = await query<WebsiteRow>(
      `INSERT INTO websites (business_id, slug) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING *`,
      [businessId, slugCandidate(base, attempt)],
    );
    if (row) return row;
    const mine = await findWebsite(businessId); // a parallel publish of the same account created it
    if (mine) return mine;
  }
  throw new Error(`No free slug for ${base}`);
}

/**
 * A fresh version number, never reused even when that publish fails, and the data number its render reads after
 * (a refresh that took a later one re-renders it if it raced: see storefront-refresh.ts).
 */
export async function allocateVersion(businessId: string): Promise<{ number: number; dataSeq: number }> {
  const [row] = await query<{ next_version: number; data_seq: string }>(
    `UPDATE websites SET next_version = next_version + 1, data_seq = data_seq + 1 WHERE business_id = $1
     RETURNING next_version, data_seq`,
    [businessId],
  );
  return { number: row!.next_version, dataSeq: Number(row!.data_seq) };
}

/**
 * Records the version and makes it live in one statement: visitors see the old one or this one. The pointer only
 * moves forward, so of two publishes at once the newer stays live even when the older render finishes last
 * (the row lock makes the second UPDATE recheck live_version after the first commits).
 */
export async function commitVersion(v: Omit<VersionRow, 'created_at'>): Promise<void> {
  await query(
    `WITH v AS (
       INSERT INTO website_versions
         (business_id, number, draft_id, spec_hash, storage_prefix, file_count, publish_ms, data_seq)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING business_id, number)
     UPDATE websites w SET live_version = v.number, updated_at = now() FROM v
     WHERE w.business_id = v.business_id AND (w.live_version IS NULL OR w.live_version < v.number)`,
    [v.business_id, v.number, v.draft_id, v.spec_hash, v.storage_prefix, v.file_count, v.publish_ms, v.data_seq],
  );
}

/** Rollback: the pointer moves to an existing version of this account only. */
export async function pointLiveAt(businessId: string, number: number): Promise<boolean> {
  const rows = await query(
    `UPDATE websites SET live_version = $2, updated_at = now()
     WHERE business_id = $1 AND EXISTS (SELECT 1 FROM website_versions WHERE business_id = $1 AND number = $2) RETURNING 1`,
    [businessId, number],
  );
  return rows.length === 1;
}

export async function listVersions(businessId: string): Promise<VersionRow[]> {
  return query<VersionRow>('SELECT * FROM website_versions WHERE business_id = $1 ORDER BY number DESC', [businessId]);
}

export async function findVersion(businessId: string, number: number): Promise<VersionRow | undefined> {
  const [row] = await query<VersionRow>('SELECT * FROM website_versions WHERE business_id = $1 AND number = $2', [
    businessId,
    number,
  ]);
  return row;
}

export async function findDomain(businessId: string): Promise<DomainRow | undefined> {
  const [row] = await query<DomainRow>('SELECT * FROM website_domains WHERE business_id = $1', [businessId]);
  return row;
}

/** What a request's host serves: a slug, or a verified custom domain, with the owner's plan. */
export interface HostSite {
  business_id: string;
  slug: string;
  live_version: number | null;
  /** Where the live version's pages are since its last storefront refresh; null: its own folder. */
  pages_prefix: string | null;
  rank: string;
  subscription_status: string | null;
  domain: string | null;
}

export async function findSiteForHost(by: { slug: string } | { domain: string }): Promise<HostSite | undefined> {
  const where =
    'slug' in by
      ? 'w.slug = $1'
      : `w.business_id = (SELECT business_id FROM website_domains WHERE domain = $1 AND status = 'verified')`;
  const [row] = await query<HostSite & Record<string, unknown>>(
    `SELECT w.business_id, w.slug, w.live_version, b.rank,
       (SELECT v.pages_prefix FROM website_versions v
        WHERE v.business_id = w.business_id AND v.number = w.live_version) AS pages_prefix,
       (SELECT status FROM subscriptions s WHERE s.business_id = w.business_id ORDER BY s.updated_at DESC LIMIT 1) AS subscription_status,
       (SELECT domain FROM website_domains d WHERE d.business_id = w.business_id AND d.status = 'verified') AS domain
     FROM websites w JOIN businesses b ON b.id = w.business_id WHERE ${where}`,
    ['slug' in by ? by.slug : by.domain],
  );
  return row;
}
