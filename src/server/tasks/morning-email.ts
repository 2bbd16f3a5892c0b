/**
 * The morning email: each assignee gets one email listing their open tasks due today (and overdue),
 * across their businesses. "Today" is Eastern time; unsubscribed addresses get nothing (mail/send.ts).
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import type { EmailContent } from '../mail/templates.ts';
import { escapeHtml } from '../../shared/html-escape.ts';

export const MORNING_TIME_ZONE = 'America/Toronto';

interface DueRow extends Record<string, unknown> {
  email: string;
  business_name: string;
  title: string;
  due_date: string;
  overdue: boolean;
}

export function morningEmail(rows: DueRow[], tasksUrl: string): EmailContent {
  const today = rows.filter((r) => !r.overdue);
  const late = rows.filter((r) => r.overdue);
  const line = (r: DueRow) => `${r.title} (${r.business_name}${r.overdue ? `, due ${r.due_date}` : ''})`;
  const section = (title: string, list: DueRow[]) => (list.length ? [`${title}:`, ...list.map((r) => `- ${line(r)}`), ''] : []);
  const htmlSection = (title: string, list: DueRow[]) =>
    list.length ? `<h3>${escapeHtml(title)}</h3><ul>${list.map((r) => `<li>${escapeHtml(line(r))}</li>`).join('')}</ul>` : '';
  return {
    subject: `Due today: ${today.length} task${today.length === 1 ? '' : 's'}${late.length ? `, ${late.length} overdue` : ''}`,
    text: [...section('Due today', today), ...section('Overdue', late), `Open your tasks: ${tasksUrl}`].join('\n'),
    html: `${htmlSection('Due today', today)}${htmlSection('Overdue', late)}<p><a href="${escapeHtml(tasksUrl)}">Open your tasks</a></p>`,
  };
}

/** Sends the morning emails; answers how many were sent and skipped (unsubscribed). */
export async function sendMorningEmails(): Promise<{ sent: number; skipped: number }> {
  const rows = await query<DueRow>(
    `SELECT u.email, b.business_name, t.title, to_char(t.due_date, 'YYYY-MM-DD') AS due_date,
            t.due_date < (now() AT TIME ZONE $1)::date AS overdue
     FROM tasks t JOIN users u ON u.id = t.assignee_id JOIN businesses b ON b.id = t.business_id
     JOIN memberships m ON m.user_id = t.assignee_id AND m.business_id = t.business_id
     WHERE t.status <> 'done' AND t.due_date <= (now() AT TIME ZONE $1)::date
     ORDER BY lower(u.email), t.due_date, t.title`,
    [MORNING_TIME_ZONE],
  );
  const byPerson = new Map<string, DueRow[]>();
  for (const row of rows) byPerson.set(row.email, [...(byPerson.get(row.email) ?? []), row]);
  let sent = 0;
  let skipped = 0;
  for (const [email, list] of byPerson) {
    if (!list.some((r) => !r.overdue)) continue; // nothing due today: no email just for old tasks
    const result = await notify(email, morningEmail(list, `${getEnv().siteUrl}/dashboard/tasks`), 'You receive this email because tasks are assigned to you on Main Street.');
    if (result?.sent) sent += 1;
    else skipped += 1;
  }
  return { sent, skipped };
}
