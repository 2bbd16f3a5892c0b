/**
 * The admin moderation queue: pending reviews (held ones, with the automatic check's reason,
 * first) and the decisions. Approving makes the review count and marks the site stale; the owner is
 * emailed for each newly approved review and the author learns the outcome and its reason code.
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { notFound } from '../http.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';
import { notify } from '../mail/send.ts';
import { approvedReviewEmail, reviewDecisionEmail } from '../mail/templates.ts';
import { businessLanguage } from '../mail/business-language.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { directoryPathIn } from '../../shared/i18n/places.ts';
import { findListingTargetById } from '../messages/targets.ts';
import type { ModerationReason } from './checks.ts';
import type { QueueItem } from '../../schemas/inbox-responses.ts';

export async function listQueue(
  status: 'pending' | 'approved' | 'rejected' = 'pending',
  limit = 100,
): Promise<QueueItem[]> {
  const order =
    status === 'pending' ? '(r.moderation_reason IS NULL), r.created_at ASC' : 'r.moderated_at DESC NULLS LAST';
  return query<QueueItem & Record<string, unknown>>(
    `SELECT r.id, r.listing_id, l.business_name, l.business_unique_id, r.first_name, r.last_name, r.email, r.rating,
        r.message, r.status, r.moderation_reason, r.created_at, r.moderated_at
     FROM reviews r JOIN listings l ON l.id = r.listing_id
     WHERE r.status = $1 ORDER BY ${order} LIMIT $2`,
    [status, limit],
  );
}

export type ModerationDecision = { decision: 'approve' } | { decision: 'reject'; reason: ModerationReason };

interface Moderated extends Record<string, unknown> {
  id: string;
  listing_id: string;
  first_name: string;
  last_name: string;
  email: string;
  rating: number;
  message: string;
  status: 'approved' | 'rejected';
  moderation_reason: ModerationReason | null;
  language: Lang;
  before_status: 'pending' | 'approved' | 'rejected';
}

export async function moderateReview(adminId: string, reviewId: string, d: ModerationDecision): Promise<Moderated> {
  const approve = d.decision === 'approve';
  const [row] = await query<Moderated>(
    `UPDATE reviews r SET status = $2, moderation_reason = $3, moderated_at = now(), moderated_by = $4
     FROM reviews before WHERE r.id = $1 AND before.id = r.id
     RETURNING r.id, r.listing_id, r.first_name, r.last_name, r.email, r.rating, r.message, r.status,
       r.moderation_reason, r.language, before.status AS before_status`,
    [reviewId, approve ? 'approved' : 'rejected', approve ? null : d.reason, adminId],
  );
  if (!row) throw notFound('No review has this id.');
  // Its listing page shows approved reviews only: purge it when that set changed.
  if ((row.before_status === 'approved') !== approve) await listingsChanged([row.listing_id], 'review-moderated');
  if (row.before_status === row.status) return row;

  const target = await findListingTargetById(row.listing_id);
  const site = getEnv().siteUrl;
  if (approve) {
    // A French-first business reads it in French, with its listing's French page (issue 31).
    const lang = await businessLanguage(target.ownerId);
    const listingUrl = `${site}${directoryPathIn(lang, target.listingPath ?? '/directory/')}`;
    await notify(
      target.ownerEmail,
      approvedReviewEmail(
        {
          firstName: row.first_name,
          lastName: row.last_name,
          rating: row.rating,
          message: row.message,
          businessName: target.businessName,
          listingUrl,
          inboxUrl: `${site}/dashboard`,
        },
        lang,
      ),
    );
  }
  // The author reads it in the language they wrote in, with the status page in it too (issue 42).
  const author = row.language === 'fr' ? 'fr' : 'en';
  const statusPath = author === 'fr' ? '/fr/statut-avis/' : '/review-status/';
  await notify(
    row.email,
    reviewDecisionEmail(
      {
        businessName: target.businessName,
        firstName: row.first_name,
        status: row.status,
        reason: row.moderation_reason,
        statusUrl: `${site}${statusPath}?id=${row.id}`,
      },
      author,
    ),
    mailT(author, 'why.review'),
  );
  return row;
}
