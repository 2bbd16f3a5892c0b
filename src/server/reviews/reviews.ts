/**
 * Reviews: every new review is stored as pending (or rejected by the automatic checks with a
 * reason); it counts toward a listing's rating only once an admin approves it. Owners reply to
 * reviews of their listings; nobody but moderation changes a review's text or status.
 */
import { query } from '../db/client.ts';
import { HttpError, notFound, parseWith } from '../http.ts';
import { hashKey } from '../rate-limit.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';
import { reviewPayloadSchema, type ReviewPayload } from '../../schemas/contact.ts';
import { DUPLICATE_WINDOW_DAYS, moderateReview, textFingerprint, type ModerationReason } from '../moderation/checks.ts';
import { enforceContactLimits } from '../moderation/limits.ts';
import { findListingTarget } from '../messages/targets.ts';
import { publicReason } from '../../shared/outcomes.ts';
import type { SenderContext } from '../messages/sender.ts';
import type { OwnerReview, ReviewStatus } from '../../schemas/inbox-responses.ts';

export interface SubmittedReview extends Record<string, unknown> {
  id: string;
  status: 'pending' | 'rejected';
  moderation_reason: ModerationReason | null;
}

async function gatherFacts(listingId: string, p: ReviewPayload, ipHash: string, fingerprint: string) {
  const [row] = await query<Record<string, number | boolean>>(
    `SELECT
       count(*) FILTER (WHERE lower(email) = lower($2) AND created_at > now() - interval '1 day')::int AS by_email,
       count(*) FILTER (WHERE ip_hash = $3 AND created_at > now() - interval '1 day')::int AS by_ip,
       bool_or(listing_id = $1 AND message_fingerprint = $4 AND status IN ('pending', 'approved')
         AND created_at > now() - make_interval(days => $5)) AS same_text_on_listing,
       bool_or(listing_id = $1 AND lower(email) = lower($2) AND status IN ('pending', 'approved')) AS reviewed_listing
     FROM reviews
     WHERE lower(email) = lower($2) OR ip_hash = $3 OR (listing_id = $1 AND message_fingerprint = $4)`,
    [listingId, p.email, ipHash, fingerprint, DUPLICATE_WINDOW_DAYS],
  );
  return {
    recentByEmail: Number(row?.by_email ?? 0),
    recentByIp: Number(row?.by_ip ?? 0),
    sameTextOnListing: row?.same_text_on_listing === true,
    alreadyReviewedListing: row?.reviewed_listing === true,
  };
}

export async function submitReview(
  data: unknown,
  ctx: SenderContext,
): Promise<SubmittedReview & { listing_path: string | null }> {
  const p = parseWith(reviewPayloadSchema, data);
  const target = await findListingTarget(p.business_id);
  if (!target?.listingId) throw notFound('No listing has this business_id.');
  await enforceContactLimits(ctx.ip, p.email);
  const ipHash = hashKey(ctx.ip);
  const fingerprint = textFingerprint(p.message);
  const decision = moderateReview({ ...p, ...(await gatherFacts(target.listingId, p, ipHash, fingerprint)) });
  const values = [
    target.listingId,
    p.firstName,
    p.lastName,
    p.email,
    p.phoneNumber ?? null,
    p.rating,
    p.message,
    decision.status,
    decision.reason,
    ctx.senderId,
    ipHash,
    fingerprint,
    p.language ?? 'en',
  ];
  // Two at once both pass the check above: the partial unique index (migration 0019) refuses the second pending
  // review, which is then stored as the check would have stored it, a rejected duplicate.
  const [row] = (await insertReview(values)) ?? (await insertReview(withDuplicateDecision(values))) ?? [];
  if (!row) throw new Error('The review was not stored.');
  const reason = publicReason(row.status, row.moderation_reason);
  return { ...row, moderation_reason: reason, listing_path: target.listingPath };
}

const INSERT_REVIEW = `INSERT INTO reviews (listing_id, first_name, last_name, email, phone, rating, message, status,
    moderation_reason, sender_id, ip_hash, message_fingerprint, language, moderated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $8 = 'rejected' THEN now() END)
  ON CONFLICT (listing_id, lower(email)) WHERE status = 'pending' DO NOTHING
  RETURNING id, status, moderation_reason`;

/** The stored row, or undefined when the author already has a pending review of this listing. */
async function insertReview(values: unknown[]): Promise<SubmittedReview[] | undefined> {
  const rows = await query<SubmittedReview>(INSERT_REVIEW, values);
  return rows.length ? rows : undefined;
}

/** The same values with the duplicate check's decision (status $8, reason $9). */
function withDuplicateDecision(values: unknown[]): unknown[] {
  return values.map((value, i) => (i === 7 ? 'rejected' : i === 8 ? 'duplicate' : value));
}

/** What a review's author may see about it (the id is an unguessable uuid only they were given): no held reason. */
export async function findReviewStatus(id: string): Promise<ReviewStatus> {
  const [row] = await query<ReviewStatus & Record<string, unknown>>(
    `SELECT r.id, r.status, r.moderation_reason, l.business_name, r.rating, r.created_at, r.moderated_at
     FROM reviews r JOIN listings l ON l.id = r.listing_id WHERE r.id = $1`,
    [id],
  );
  if (!row) throw notFound('No review has this id.');
  return { ...row, moderation_reason: publicReason(row.status, row.moderation_reason) };
}

/** Reviews of the listings this account owns, every status, newest first (no reviewer emails). */
const OWNER_REVIEW_SELECT = `SELECT r.id, r.listing_id, l.business_name, r.first_name, r.last_name, r.rating, r.message,
    r.status, r.moderation_reason, r.owner_reply, r.owner_replied_at, r.created_at
  FROM reviews r JOIN listings l ON l.id = r.listing_id`;

export async function listOwnerReviews(ownerId: string): Promise<OwnerReview[]> {
  return query<OwnerReview & Record<string, unknown>>(
    `${OWNER_REVIEW_SELECT} WHERE l.owner_id = $1 ORDER BY r.created_at DESC LIMIT 500`,
    [ownerId],
  );
}

/** The owner's public reply to an approved review of their listing (the review itself never changes). */
export async function replyToReview(ownerId: string, reviewId: string, reply: string): Promise<OwnerReview> {
  const [review] = await query<{ status: string; owner_id: string | null; listing_id: string }>(
    `SELECT r.status, l.owner_id, r.listing_id FROM reviews r JOIN listings l ON l.id = r.listing_id WHERE r.id = $1`,
    [reviewId],
  );
  if (!review || review.owner_id !== ownerId) throw notFound('No review of your listings has this id.');
  if (review.status !== 'approved') {
    throw new HttpError(409, 'not_approved', 'You can reply once the review is approved and published.');
  }
  await query(`UPDATE reviews SET owner_reply = $2, owner_replied_at = now() WHERE id = $1`, [reviewId, reply]);
  await listingsChanged([review.listing_id], 'owner-reply');
  const [row] = await query<OwnerReview & Record<string, unknown>>(`${OWNER_REVIEW_SELECT} WHERE r.id = $1`, [
    reviewId,
  ]);
  return row as OwnerReview;
}

/** Average of the approved ratings to 2 decimals (spec §9), and how many there are. */
export async function ratingSummary(listingId: string): Promise<{ average: number | null; count: number }> {
  const [row] = await query<{ average: string | null; count: number }>(
    `SELECT round(avg(rating)::numeric, 2)::text AS average, count(*)::int AS count
     FROM reviews WHERE listing_id = $1 AND status = 'approved'`,
    [listingId],
  );
  return { average: row?.average == null ? null : Number(row.average), count: Number(row?.count ?? 0) };
}
