/**
 * The weekly digest: each business with its digest on (the default) gets last week's numbers against
 * the week before, by email to the business address. Unsubscribed addresses get nothing (mail/send.ts);
 * a business with nothing to report gets no email.
 */
import { changeLabel } from '../../features/reporting/reporting.ts';
import type { ReportResponse } from '../../schemas/reporting.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import type { EmailContent } from '../mail/templates.ts';
import { buildReport } from './report.ts';

export function digestEmail(businessName: string, r: ReportResponse, reportUrl: string): EmailContent {
  const lines: [string, number, number][] = [
    ['Visitors', r.current.visitors, r.previous.visitors],
    ['Page views', r.current.views, r.previous.views],
    ['Phone clicks', r.current.phone, r.previous.phone],
    ['Email clicks', r.current.email, r.previous.email],
    ['Directions clicks', r.current.directions, r.previous.directions],
    ['Leads', r.current.leads, r.previous.leads],
    ['New reviews', r.current.reviews, r.previous.reviews],
  ];
  const row = ([label, now, before]: [string, number, number]) => `${label}: ${now} (${changeLabel(now, before)} on the week before)`;
  const top = r.topPages.slice(0, 3).map((p) => `${p.value} (${p.views})`);
  return {
    subject: `${businessName}: ${r.current.visitors} visitor${r.current.visitors === 1 ? '' : 's'} and ${r.current.leads} lead${r.current.leads === 1 ? '' : 's'} last week`,
    text: [`Your week on Main Street, ${r.from} to ${r.to}:`, '', ...lines.map((l) => `- ${row(l)}`), '',
      ...(top.length ? [`Most viewed pages: ${top.join(', ')}`, ''] : []), `The full report: ${reportUrl}`].join('\n'),
    html: `<h2>Your week on Main Street</h2><p>${escapeHtml(r.from)} to ${escapeHtml(r.to)}</p><ul>${lines.map((l) => `<li>${escapeHtml(row(l))}</li>`).join('')}</ul>`
      + (top.length ? `<p>Most viewed pages: ${escapeHtml(top.join(', '))}</p>` : '')
      + `<p><a href="${escapeHtml(reportUrl)}">Open the full report</a> (the weekly email can be switched off there).</p>`,
  };
}

/** Sends the week's digests; answers how many were sent and skipped (unsubscribed or switched off). */
export async function sendWeeklyDigests(now = new Date(), onlyBusiness?: string): Promise<{ sent: number; skipped: number; quiet: number }> {
  const rows = await query<{ id: string; business_name: string; business_email: string; weekly_digest: boolean | null }>(
    `SELECT b.id, b.business_name, b.business_email, s.weekly_digest FROM businesses b
     LEFT JOIN reporting_settings s ON s.business_id = b.id
     -- Once a week: a retry, or a second trigger, sends nothing again.
     WHERE ($1::uuid IS NULL OR b.id = $1) AND (s.last_digest_at IS NULL OR s.last_digest_at < now() - interval '6 days') AND (EXISTS (SELECT 1 FROM analytics_daily d WHERE d.business_id = b.id AND d.day >= (now() - interval '14 days')::date)
        OR EXISTS (SELECT 1 FROM analytics_events e WHERE e.business_id = b.id AND e.at >= now() - interval '7 days')
        OR EXISTS (SELECT 1 FROM listings l WHERE l.owner_id = b.id))`,
    [onlyBusiness ?? null],
  );
  const reportUrl = `${getEnv().siteUrl}/dashboard/reporting`;
  let sent = 0, skipped = 0, quiet = 0;
  for (const b of rows) {
    if (b.weekly_digest === false) { skipped += 1; continue; }
    const report = await buildReport(b.id, 7, { now, weeklyDigest: true, canEdit: false });
    const c = report.current;
    // This week is done for the business, whether an email went out or not.
    await query('INSERT INTO reporting_settings (business_id, last_digest_at) VALUES ($1, now()) ON CONFLICT (business_id) DO UPDATE SET last_digest_at = now()', [b.id]);
    if (c.views + c.phone + c.email + c.directions + c.leads + c.reviews === 0) { quiet += 1; continue; }
    const result = await notify(b.business_email, digestEmail(b.business_name, report, reportUrl),
      'You receive this weekly email because you have a business on Main Street (switch it off under Reporting).');
    if (result?.sent) sent += 1;
    else skipped += 1;
  }
  return { sent, skipped, quiet };
}
