/**
 * Leads: a message sent from a listing (or from a business's generated website) is stored with the
 * sender's details and lands in the owner's inbox; the owner is emailed unless they unsubscribed.
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { HttpError, notFound, parseWith } from '../http.ts';
import { hashKey } from '../rate-limit.ts';
import { leadPayloadSchema } from '../../schemas/contact.ts';
import { screenMessage } from '../moderation/checks.ts';
import { enforceContactLimits } from '../moderation/limits.ts';
import { notify } from '../mail/send.ts';
import { leadEmail } from '../mail/templates.ts';
import { businessLanguage } from '../mail/business-language.ts';
import { findFormTarget, findListingTarget } from './targets.ts';
import { toLeadsCsv } from './leads-csv.ts';
import type { SenderContext } from './sender.ts';
import type { Lead } from '../../schemas/inbox-responses.ts';
import type { MessageDelivery } from '../../shared/outcomes.ts';
import { inviteToClaim } from '../listings/claim.ts';

/**
 * Stores a visitor's message. To a listing nobody has claimed, it is kept for the business (its owner sees
 * it on claiming) and the listing's email, if any, is invited to claim it (claim.ts); `delivery` says which.
 */
export async function createLead(
  data: unknown,
  ctx: SenderContext,
): Promise<{ id: string; delivery: MessageDelivery }> {
  const p = parseWith(leadPayloadSchema, data);
  const target = p.form_id ? await findFormTarget(p.form_id) : await findListingTarget(p.business_id ?? '');
  if (!target) throw notFound(p.form_id ? 'No business has this form_id.' : 'No business has this business_id.');
  await enforceContactLimits(ctx.ip, p.email);
  if (!screenMessage(p).accepted) {
    throw new HttpError(
      422,
      'spam',
      'This message looks like spam (links or advertising), so it was not sent. Please remove them and try again.',
    );
  }
  const source = p.source ?? (target.listingId ? 'listing' : 'website');
  const [row] = await query<{ id: string }>(
    `INSERT INTO messages (listing_id, recipient_id, sender_id, first_name, last_name, email, phone, message, source,
       ip_hash, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      target.listingId,
      target.ownerId,
      ctx.senderId,
      p.firstName,
      p.lastName,
      p.email,
      p.phoneNumber ?? null,
      p.message,
      source,
      hashKey(ctx.ip),
      p.language ?? 'en',
    ],
  );
  if (!row) throw new Error('The message was not stored.');
  if (!target.ownerId && target.listingId) {
    const { invited } = await inviteToClaim(target.listingId);
    return { id: row.id, delivery: invited ? 'kept-invited' : 'kept' };
  }
  await notify(
    target.ownerEmail,
    leadEmail(
      { ...p, businessName: target.businessName, source, inboxUrl: `${getEnv().siteUrl}/dashboard` },
      await businessLanguage(target.ownerId),
    ),
  );
  return { id: row.id, delivery: 'sent' };
}

/**
 * The account's leads: messages addressed to it, and messages to any listing it owns (also those
 * sent before it claimed the listing). Nobody else's.
 */
export async function listLeads(ownerId: string, limit = 500): Promise<Lead[]> {
  return query<Lead & Record<string, unknown>>(
    `SELECT m.id, m.listing_id, coalesce(l.business_name, b.business_name) AS business_name, m.first_name, m.last_name,
        m.email, m.phone, m.message, m.source, m.created_at, m.handled_at
     FROM messages m
     LEFT JOIN listings l ON l.id = m.listing_id
     LEFT JOIN businesses b ON b.id = m.recipient_id
     WHERE m.recipient_id = $1 OR l.owner_id = $1
     ORDER BY m.created_at DESC LIMIT $2`,
    [ownerId, limit],
  );
}

/** Marks one of the owner's leads handled (or not yet); another owner's lead is not found. */
export async function setLeadHandled(
  ownerId: string,
  leadId: string,
  handled: boolean,
): Promise<{ id: string; handled_at: string | null }> {
  const [row] = await query<{ id: string; handled_at: string | null }>(
    `UPDATE messages m SET handled_at = CASE WHEN $3 THEN coalesce(m.handled_at, now()) ELSE NULL END
     WHERE m.id = $2 AND (m.recipient_id = $1 OR m.listing_id IN (SELECT id FROM listings WHERE owner_id = $1))
     RETURNING m.id, m.handled_at`,
    [ownerId, leadId, handled],
  );
  if (!row) throw notFound('Lead not found.');
  return row;
}

export async function leadsCsv(ownerId: string): Promise<string> {
  const leads = await listLeads(ownerId, 100_000);
  return toLeadsCsv(
    leads.map((l) => ({
      received_at: new Date(l.created_at).toISOString(),
      business: l.business_name,
      first_name: l.first_name,
      last_name: l.last_name,
      email: l.email,
      phone: l.phone,
      source: l.source,
      message: l.message,
    })),
  );
}
