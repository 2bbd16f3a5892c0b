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

/** Sends the week's digests; answers how many were sent and skipped (unsubscribed or switched off). */
export async function sendWeeklyDigests(
  now = new Date(),
  onlyBusiness?: string,
): Promise<{ sent: number; skipped: number; quiet: number }> {
  const rows = await query<{
    id: string;
    business_name: string;
    business_email: string;
    weekly_digest: boolean | null;
  }>(
    `SELECT b.id, b.business_name, b.business_email, s.weekly_digest FROM businesses b
     LEFT JOIN reporting_settings s ON s.business_id = b.id
     -- Once a week: a retry, or a second trigger, sends nothing again.
     WHERE ($1::uuid IS NULL OR b.id = $1) AND (s.last_digest_at IS NULL OR s.last_digest_at < now() - interval '6 days') AND (EXISTS (SELECT 1 FROM analytics_daily d WHERE d.business_id = b.id AND d.day >= (now() - interval '14 days')::date)
        OR EXISTS (SELECT 1 FROM analytics_events e WHERE e.business_id = b.id AND e.at >= now() - interval '7 days')
        OR EXISTS (SELECT 1 FROM listings l WHERE l.owner_id = b.id))`,
    [onlyBusiness ?? null],
  );
  const reportUrl = `${getEnv().siteUrl}/dashboard/reporting`;
  let sent = 0,
    skipped = 0,
    quiet = 0;
  for (const b of rows) {
    if (b.weekly_digest === false) {
      skipped += 1;
      continue;
    }
    const report = await buildReport(b.id, 7, { now, weeklyDigest: true, canEdit: false });
    const c = report.current;
    // This week is done for the business, whether an email went out or not.
    await query(
      'INSERT INTO reporting_settings (business_id, last_digest_at) VALUES ($1, now()) ON CONFLICT (business_id) DO UPDATE SET last_digest_at = now()',
      [b.id],
    );
    if (c.views + c.phone + c.email + c.directions + c.leads + c.reviews === 0) {
      quiet += 1;
      continue;
    }
    const lang = await businessLanguage(b.id);
    const result = await notify(
      b.business_email,
      digestEmail(b.business_name, report, reportUrl, lang),
      mailT(lang, 'why.digest'),
    );
    if (result?.sent) sent += 1;
    else skipped += 1;
  }
  return { sent, skipped, quiet };
}
