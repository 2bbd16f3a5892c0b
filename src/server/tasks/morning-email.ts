/**
 * The morning email: each assignee gets one email listing their open tasks due today (and overdue),
 * at 7 a.m. in each business's own time zone (from its listing's province, provinceTimeZone; Toronto
 * when it has no listing). The scheduled function runs every hour and sends for the businesses where
 * it is now 7 o'clock; a person, business and local day get at most one email (task_morning_emails),
 * even if a run repeats. Unsubscribed addresses get nothing (mail/send.ts).
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import type { EmailContent } from '../mail/templates.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import { localDateAndHour, provinceTimeZone } from '../../shared/time-zones.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { businessLanguage } from '../mail/business-language.ts';
import { formatDay, formatNumber, mailPlural, mailT } from '../mail/catalogue/mail-t.ts';
import type { MailKey } from '../mail/catalogue/en.ts';

export const MORNING_HOUR = 7;

interface DueRow extends Record<string, unknown> {
  email: string;
  business_name: string;
  title: string;
  due_date: string;
  overdue: boolean;
}
/** The morning email, in the reader's language (issue 31: French when one of its businesses' websites is French-first). */
export function morningEmail(rows: DueRow[], tasksUrl: string, lang: Lang = 'en'): EmailContent {
  const today = rows.filter((r) => !r.overdue);
  const late = rows.filter((r) => r.overdue);
  const line = (r: DueRow) =>
    mailT(lang, r.overdue ? 'tasks.lineLate' : 'tasks.line', {
      title: r.title,
      business: r.business_name,
      date: formatDay(lang, r.due_date),
    });
  const section = (title: MailKey, list: DueRow[]) =>
    list.length
      ? [mailT(lang, 'tasks.section', { title: mailT(lang, title) }), ...list.map((r) => `- ${line(r)}`), '']
      : [];
  const htmlSection = (title: MailKey, list: DueRow[]) =>
    list.length
      ? `<h3>${escapeHtml(mailT(lang, title))}</h3><ul>${list.map((r) => `<li>${escapeHtml(line(r))}</li>`).join('')}</ul>`
      : '';
  return {
    ...(lang === 'en' ? {} : { lang }),
    subject: mailT(lang, 'tasks.subject', {
      today: mailPlural(lang, 'tasks.count', today.length),
      late: late.length ? mailT(lang, 'tasks.late', { n: formatNumber(lang, late.length) }) : '',
    }),
    text: [
      ...section('tasks.today', today),
      ...section('tasks.overdue', late),
      mailT(lang, 'tasks.open', { url: tasksUrl }),
    ].join('\n'),
    html: `${htmlSection('tasks.today', today)}${htmlSection('tasks.overdue', late)}<p><a href="${escapeHtml(tasksUrl)}">${escapeHtml(mailT(lang, 'tasks.openLink'))}</a></p>`,
  };
}

interface OpenTaskRow extends Record<string, unknown> {
  user_id: string;
  email: string;
  business_id: string;
  business_name: string;
  province: string | null;
  title: string;
  due_date: string;
}

/** The open tasks due by today in their business's zone, for the businesses where it is `MORNING_HOUR` at `now`. Pure. */
export function dueThisMorning(
  rows: OpenTaskRow[],
  now: Date,
  hour = MORNING_HOUR,
): (DueRow & { user_id: string; business_id: string; local_date: string })[] {
  const out: (DueRow & { user_id: string; business_id: string; local_date: string })[] = [];
  for (const row of rows) {
    const local = localDateAndHour(now, provinceTimeZone(row.province));
    if (local.hour !== hour || row.due_date > local.date) continue;
    out.push({ ...row, overdue: row.due_date < local.date, local_date: local.date });
  }
  return out;
}

/** Sends the morning emails due at `now`; answers how many were sent and skipped (unsubscribed). */
export async function sendMorningEmails(now = new Date()): Promise<{ sent: number; skipped: number }> {
  // Every zone's "today" is at most a day ahead of UTC's; the exact cut is made per business below.
  const rows = await query<OpenTaskRow>(
    `SELECT u.id AS user_id, u.email, b.id AS business_id, b.business_name, t.title, to_char(t.due_date, 'YYYY-MM-DD') AS due_date,
            (SELECT l.state_code FROM listings l WHERE l.owner_id = b.id ORDER BY l.created_at LIMIT 1) AS province
     FROM tasks t JOIN users u ON u.id = t.assignee_id JOIN businesses b ON b.id = t.business_id
     JOIN memberships m ON m.user_id = t.assignee_id AND m.business_id = t.business_id
     WHERE t.status <> 'done' AND t.due_date <= ($1::timestamptz AT TIME ZONE 'UTC')::date + 1
     ORDER BY lower(u.email), t.due_date, t.title`,
    [now.toISOString()],
  );
  const byPerson = new Map<string, ReturnType<typeof dueThisMorning>>();
  for (const row of dueThisMorning(rows, now)) byPerson.set(row.email, [...(byPerson.get(row.email) ?? []), row]);
  let sent = 0;
  let skipped = 0;
  for (const [email, list] of byPerson) {
    if (!list.some((r) => !r.overdue)) continue; // nothing due today: no email just for old tasks
    // Claim each (person, business, local day) once: a repeated run sends nothing twice.
    const claimed = new Set<string>();
    for (const key of new Set(list.map((r) => `${r.user_id}|${r.business_id}|${r.local_date}`))) {
      const [userId, businessId, localDate] = key.split('|');
      const [row] = await query(
        'INSERT INTO task_morning_emails (user_id, business_id, local_date) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
        [userId, businessId, localDate],
      );
      if (row) claimed.add(businessId!);
    }
    const mine = list.filter((r) => claimed.has(r.business_id));
    if (!mine.some((r) => !r.overdue)) continue;
    // French when any of the businesses in it has a French-first website: its people read French.
    const langs = await Promise.all([...new Set(mine.map((r) => r.business_id))].map((id) => businessLanguage(id)));
    const lang: Lang = langs.includes('fr') ? 'fr' : 'en';
    const result = await notify(
      email,
      morningEmail(mine, `${getEnv().siteUrl}/dashboard/tasks`, lang),
      mailT(lang, 'why.tasks'),
    );
    if (result?.sent) sent += 1;
    else skipped += 1;
  }
  return { sent, skipped };
}
