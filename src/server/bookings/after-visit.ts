/**
 * Reminders and review requests, each sent exactly once however often or late the scheduled function runs: ONE
 * statement claims the due rows (FOR UPDATE SKIP LOCKED, so a second run at the same moment takes none of them)
 * and stamps them, then the emails go. A claimed email whose sending fails is logged and not retried: once at
 * most, never twice.
 */
import { query } from '../db/client.ts';
import { sendBookingEmail } from './booking-mail.ts';

/** Reminders whose time has come, for visits that have not started yet (a late run skips past visits). */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const claimed = await query<{ id: string }>(
    `UPDATE bookings b SET reminder_sent_at = $1
     FROM (SELECT id FROM bookings
           WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND reminder_due_at <= $1
             AND lower(during) > $1 AND kind IN ('appointment', 'seat')
           ORDER BY reminder_due_at LIMIT 200 FOR UPDATE SKIP LOCKED) due
     WHERE b.id = due.id AND b.reminder_sent_at IS NULL
     RETURNING b.id`,
    [now],
  );
  for (const { id } of claimed) await sendBookingEmail(id, 'reminder');
  return claimed.length;
}

/**
 * Visits that ended two hours ago or more and were not marked a no-show count as completed; each gets one review
 * request (within a week of the visit), unless the customer opted out or the business turned requests off.
 */
export async function sendDueReviewRequests(now = new Date()): Promise<number> {
  await query(
    `UPDATE bookings SET status = 'completed', updated_at = $1
     WHERE status = 'confirmed' AND kind IN ('appointment', 'seat')
       AND upper(during) <= $1::timestamptz - interval '2 hours'`,
    [now],
  );
  const claimed = await query<{ id: string }>(
    `UPDATE bookings b SET review_requested_at = $1
     FROM (SELECT b2.id FROM bookings b2 JOIN booking_settings st ON st.business_id = b2.business_id
           WHERE b2.status = 'completed' AND b2.review_requested_at IS NULL AND NOT b2.review_opt_out
             AND st.review_requests AND upper(b2.during) > $1::timestamptz - interval '7 days'
           ORDER BY upper(b2.during) LIMIT 200 FOR UPDATE OF b2 SKIP LOCKED) due
     WHERE b.id = due.id AND b.review_requested_at IS NULL
     RETURNING b.id`,
    [now],
  );
  for (const { id } of claimed) await sendBookingEmail(id, 'review');
  return claimed.length;
}
