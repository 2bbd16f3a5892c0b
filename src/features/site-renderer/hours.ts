/** Opening hours for people and for schema.org. Pure. */
import { WEEKDAYS, type Hours } from '../../schemas/seed.ts';

const LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday',
};

/** '07:00' -> '7 a.m.', '17:30' -> '5:30 p.m.' (Canadian Press style). */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  if (h === 12 && m === 0) return 'noon';
  if ((h === 0 || h === 24) && m === 0) return 'midnight';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

export function hoursRows(hours: Hours): { label: string; value: string }[] {
  return WEEKDAYS.map((day) => {
    const slot = hours[day];
    return { label: LABELS[day], value: slot ? `${formatTime(slot.open)} – ${formatTime(slot.close)}` : 'Closed' };
  });
}

/** Consecutive days with the same hours grouped: 'Tuesday – Friday: 7 a.m. – 5:30 p.m.'. */
export function compactHours(hours: Hours): { label: string; value: string }[] {
  const groups: { from: string; to: string; value: string }[] = [];
  for (const row of hoursRows(hours)) {
    const last = groups.at(-1);
    if (last && last.value === row.value) last.to = row.label;
    else groups.push({ from: row.label, to: row.label, value: row.value });
  }
  return groups.map((g) => ({ label: g.from === g.to ? g.from : `${g.from} – ${g.to}`, value: g.value }));
}

export function openingHoursSpecification(hours: Hours): Record<string, unknown>[] {
  return WEEKDAYS.flatMap((day) => {
    const slot = hours[day];
    return slot ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${LABELS[day]}`, opens: slot.open, closes: slot.close }] : [];
  });
}
