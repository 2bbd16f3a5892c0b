/**
 * The morning email: each assignee gets one email listing their open tasks due today (and overdue),
 * at 7 a.m. in each business's own time zone (from its listing's province, provinceTimeZone; Toronto
 * when it has no listing). The hourly scheduled function claims the businesses where it is now 7 o'clock
 * (morning-fan-out.ts) and tasks-morning-email-background sends here; a person, business and local day get
 * at most one email (task_morning_emails), even if a run repeats. Unsubscribed addresses get nothing.
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { sendEmail } from '../mail/send.ts';
import type { EmailContent } from '../mail/templates.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { businessLanguage } from '../mail/business-language.ts';
import { formatDay, formatNumber, mailPlural, mailT } from '../mail/catalogue/mail-t.ts';
import type { MailKey } from '../mail/catalogue/en.ts';
import type { MorningPerson } from '../../schemas/background-batches.ts';
import { giveBackMorning } from './morning-fan-out.ts';

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

/**
 * Takes one person's claimed businesses for their local day to send (a conditional UPDATE: a retry or an
 * overlapping run takes none twice) and reads their open tasks there due by that day.
 */
async function takePerson(person: MorningPerson): Promise<(DueRow & { business_id: string })[]> {
  const taken = await query<{ business_id: string }>(
    `UPDATE task_morning_emails SET sent_at = now()
     WHERE user_id = $1 AND local_date = $2::date AND business_id = ANY($3::uuid[]) AND sent_at IS NULL
     RETURNING business_id`,
    [person.user_id, person.local_date, person.business_ids],
  );
  if (!taken.length) return [];
  return query<DueRow & { business_id: string }>(
    `SELECT u.email, b.id AS business_id, b.business_name, t.title, to_char(t.due_date, 'YYYY-MM-DD') AS due_date,
            t.due_date < $2::date AS overdue
     FROM tasks t JOIN users u ON u.id = t.assignee_id JOIN businesses b ON b.id = t.business_id
     JOIN memberships m ON m.user_id = t.assignee_id AND m.business_id = t.business_id
     WHERE t.assignee_id = $1 AND t.business_id = ANY($3::uuid[]) AND t.status <> 'done' AND t.due_date <= $2::date
     ORDER BY t.due_date, t.title`,
    [person.user_id, person.local_date, taken.map((r) => r.business_id)],
  );
}

/**
 * The background half: one email per person of the batch, of their tasks due today and overdue in the
 * businesses claimed for them; answers how many were sent, skipped (unsubscribed) and failed (given back).
 */
export async function sendMorningEmails(people: MorningPerson[]) {
  const counts = { sent: 0, skipped: 0, failed: 0 };
  for (const person of people) {
    const mine = await takePerson(person);
    if (!mine.some((r) => !r.overdue)) continue; // nothing due today: no email just for old tasks
    try {
      // French when any of the businesses in it has a French-first website: its people read French.
      const langs = await Promise.all([...new Set(mine.map((r) => r.business_id))].map((id) => businessLanguage(id)));
      const lang: Lang = langs.includes('fr') ? 'fr' : 'en';
      const content = morningEmail(mine, `${getEnv().siteUrl}/dashboard/tasks`, lang);
      const result = await sendEmail(mine[0]!.email, content, mailT(lang, 'why.tasks'));
      counts[result.sent ? 'sent' : 'skipped'] += 1;
    } catch (error) {
      console.error(`[morning-email] ${person.user_id} failed, given back:`, (error as Error).message);
      await giveBackMorning([person], true);
      counts.failed += 1;
    }
  }
  return counts;
}
