/** Leads as CSV (RFC 4180), safe to open in a spreadsheet: cells that could run as formulas are quoted as text. */

export const LEAD_CSV_COLUMNS = [
  'received_at',
  'business',
  'first_name',
  'last_name',
  'email',
  'phone',
  'source',
  'message',
] as const;
export type LeadCsvRow = Record<(typeof LEAD_CSV_COLUMNS)[number], string | null | undefined>;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toLeadsCsv(rows: LeadCsvRow[]): string {
  const lines = [LEAD_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(LEAD_CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
