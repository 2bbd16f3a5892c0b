/** Opening hours for people (in the page's language) and for schema.org. Pure. */
import { WEEKDAYS, type Hours } from '../../schemas/seed.ts';
import { en, formatTimeEn } from './i18n/en.ts';
import type { RendererText } from './i18n/types.ts';

/** '07:00' -> '7 a.m.', '17:30' -> '5:30 p.m.' (Canadian Press style); French pages use formatTimeFr (9 h 30). */
export const formatTime = formatTimeEn;

export function hoursRows(hours: Hours, t: RendererText = en): { label: string; value: string }[] {
  return WEEKDAYS.map((day) => {
    const slot = hours[day];
    return { label: t.days[day], value: slot ? `${t.formatTime(slot.open)} – ${t.formatTime(slot.close)}` : t.closed };
  });
}

/** Consecutive days with the same hours grouped: 'Tuesday – Friday: 7 a.m. – 5:30 p.m.' ('mardi – vendredi'). */
export function compactHours(hours: Hours, t: RendererText = en): { label: string; value: string }[] {
  const groups: { from: string; to: string; value: string }[] = [];
  for (const row of hoursRows(hours, t)) {
    const last = groups.at(-1);
    if (last && last.value === row.value) last.to = row.label;
    else groups.push({ from: row.label, to: row.label, value: row.value });
  }
  return groups.map((g) => ({ label: g.from === g.to ? g.from : `${g.from} – ${g.to}`, value: g.value }));
}

export function openingHoursSpecification(hours: Hours): Record<string, unknown>[] {
  return WEEKDAYS.flatMap((day) => {
    const slot = hours[day];
    return slot
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${en.days[day]}`,
            opens: slot.open,
            closes: slot.close,
          },
        ]
      : [];
  });
}
