/**
 * An iCalendar (RFC 5545) writer for task due dates: one all-day VEVENT per task with a due date.
 * Pure: escapes text, folds lines at 75 octets, ends lines with CRLF.
 */
export interface IcsTask {
  id: string;
  title: string;
  notes: string;
  due_date: string | null;
  status: 'todo' | 'doing' | 'done';
  updated_at: string;
}

const STATUS = { todo: 'To do', doing: 'Doing', done: 'Done' } as const;

export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into 75-octet pieces (continuations start with one space), never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const dateValue = (day: string) => day.replace(/-/g, '');
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function writeIcs(calendarName: string, tasks: IcsTask[], host = 'mainstreet.example'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Main Street//Task manager//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendarName)}`,
  ];
  for (const task of tasks) {
    if (!task.due_date) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:task-${task.id}@${host}`,
      `DTSTAMP:${stamp(task.updated_at)}`,
      `DTSTART;VALUE=DATE:${dateValue(task.due_date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(task.due_date))}`,
      `SUMMARY:${escapeIcsText(task.status === 'done' ? `✓ ${task.title}` : task.title)}`,
      `DESCRIPTION:${escapeIcsText(`${STATUS[task.status]}${task.notes ? `\n\n${task.notes}` : ''}`)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
