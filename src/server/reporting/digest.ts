/**
 * The weekly digest: each business with its digest on (the default) gets last week's numbers against
 * the week before, by email to the business address. Unsubscribed addresses get nothing (mail/send.ts);
 * a business with nothing to report gets no email. digest-fan-out.ts claims the due businesses on Mondays
 * and hands them to reporting-weekly-digest-background, which sends here (issue 42).
 */
import { changeLabel } from '../../features/reporting/reporting.ts';
import type { ReportResponse } from '../../schemas/reporting.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { sendEmail } from '../mail/send.ts';
import type { EmailContent } from '../mail/templates.ts';
import { buildReport } from './report.ts';
import { weekStart } from './digest-fan-out.ts';
import { businessLanguage } from '../mail/business-language.ts';
import { formatDay, formatNumber, mailPlural, mailT } from '../mail/catalogue/mail-t.ts';
import type { MailKey } from '../mail/catalogue/en.ts';
import { NBSP } from '../../features/site-renderer/i18n/french-format.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';

type Row = [MailKey, number, number];

/** A week's change in words: changeLabel's in English, its French twin in French. */
function changeIn(lang: Lang, now: number, before: number): string {
  const label = changeLabel(now, before);
  if (label === 'no change') return mailT(lang, 'digest.change.none');
  if (label === 'new') return mailT(lang, 'digest.change.new');
  if (label === 'about the same') return mailT(lang, 'digest.change.flat');
  return mailT(lang, 'digest.change.pct', { pct: lang === 'fr' ? label.replace('%', `${NBSP}%`) : label });
}

/** The weekly digest, in the business's language (issue 31: French when its website is French-first). */
export function digestEmail(
  businessName: string,
  r: ReportResponse,
  reportUrl: string,
  lang: Lang = 'en',
): EmailContent {
  const m = (key: MailKey, params?: Record<string, string | number>) => mailT(lang, key, params);
  const n = (value: number) => formatNumber(lang, value);
  const lines: Row[] = [
    ['digest.visitors', r.current.visitors, r.previous.visitors],
    ['digest.views', r.current.views, r.previous.views],
    ['digest.phone', r.current.phone, r.previous.phone],
    ['digest.email', r.current.email, r.previous.email],
    ['digest.directions', r.current.directions, r.previous.directions],
    ['digest.leads', r.current.leads, r.previous.leads],
    ['digest.reviews', r.current.reviews, r.previous.reviews],
  ];
  const row = ([label, now, before]: Row) =>
    m('digest.row', { label: m(label), n: n(now), change: changeIn(lang, now, before) });
  const top = r.topPages.slice(0, 3).map((p) => `${p.value} (${n(p.views)})`);
  const [from, to] = [formatDay(lang, r.from), formatDay(lang, r.to)];
  return {
    ...(lang === 'en' ? {} : { lang }),
    subject: m('digest.subject', {
      business: businessName,
      visitors: mailPlural(lang, 'digest.visitorCount', r.current.visitors),
      leads: mailPlural(lang, 'digest.leadCount', r.current.leads),
    }),
    text: [
      m('digest.week', { from, to }),
      '',
      ...lines.map((l) => `- ${row(l)}`),
      '',
      ...(top.length ? [m('digest.top', { pages: top.join(', ') }), ''] : []),
      m('digest.full', { url: reportUrl }),
    ].join('\n'),
    html:
      `<h2>${escapeHtml(m('digest.heading'))}</h2><p>${escapeHtml(m('digest.range', { from, to }))}</p><ul>${lines.map((l) => `<li>${escapeHtml(row(l))}</li>`).join('')}</ul>` +
      (top.length ? `<p>${escapeHtml(m('digest.top', { pages: top.join(', ') }))}</p>` : '') +
      `<p><a href="${escapeHtml(reportUrl)}">${escapeHtml(m('digest.open'))}</a> ${escapeHtml(m('digest.switchOff'))}</p>`,
  };
}

/**
 * Takes one business's digest for the week: a conditional write of last_digest_at, so the week's one email
 * goes once however many background runs hold the business (a retry, an overlapping hand-off). Undefined when
 * it was taken already.
 */
async function takeDigest(businessId: string, week: string) {
  const [row] = await query<{ weekly_digest: boolean; business_name: string; business_email: string }>(
    `WITH taken AS (
       INSERT INTO reporting_settings (business_id, last_digest_at) VALUES ($1, now())
       ON CONFLICT (business_id) DO UPDATE SET last_digest_at = now()
       WHERE reporting_settings.last_digest_at IS NULL OR reporting_settings.last_digest_at < ${weekStart('$2')}
       RETURNING business_id, weekly_digest)
     SELECT t.weekly_digest, b.business_name, b.business_email FROM taken t JOIN businesses b ON b.id = t.business_id`,
    [businessId, week],
  );
  return row;
}

/** A digest that failed (the report or the email): given back, so the next run of the day sends it. */
const giveBackDigest = (businessId: string) =>
  query('UPDATE reporting_settings SET last_digest_at = NULL, digest_claimed_at = NULL WHERE business_id = $1', [
    businessId,
  ]);

/**
 * The background half: sends the week's digest of each business, unless it was sent already; answers how many
 * were sent, skipped (switched off or unsubscribed), quiet (nothing to report) and failed (given back).
 */
export async function sendDigests(businessIds: string[], week: string, now = new Date()) {
  const counts = { sent: 0, skipped: 0, quiet: 0, failed: 0 };
  const reportUrl = `${getEnv().siteUrl}/dashboard/reporting`;
  for (const id of businessIds) {
    const b = await takeDigest(id, week);
    if (!b) continue;
    if (!b.weekly_digest) {
      counts.skipped += 1;
      continue;
    }
    try {
      const report = await buildReport(id, 7, { now, weeklyDigest: true, canEdit: false });
      const c = report.current;
      if (c.views + c.phone + c.email + c.directions + c.leads + c.reviews === 0) {
        counts.quiet += 1;
        continue;
      }
      const lang = await businessLanguage(id);
      const content = digestEmail(b.business_name, report, reportUrl, lang);
      const result = await sendEmail(b.business_email, content, mailT(lang, 'why.digest'));
      counts[result.sent ? 'sent' : 'skipped'] += 1;
    } catch (error) {
      console.error(`[weekly-digest] ${id} failed, given back:`, (error as Error).message);
      await giveBackDigest(id);
      counts.failed += 1;
    }
  }
  return counts;
}
