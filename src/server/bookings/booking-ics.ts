/**
 * iCalendar (RFC 5545) for bookings: the confirmation's attachment (one event) and the owner's private feed (many).
 * Times in UTC, so every calendar shows them in its own zone correctly; SEQUENCE is the booking's link version, so
 * a moved booking replaces the old event. Pure; escaping and folding are the task feed's (features/tasks/ics.ts).
 */
import { escapeIcsText, foldLine } from '../../features/tasks/ics.ts';

export interface IcsBooking {
  id: string;
  summary: string;
  description: string;
  location: string;
  start: string;
  end: string;
  cancelled: boolean;
  sequence: number;
  updated_at: string;
}

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function writeBookingsIcs(calendarName: string, bookings: readonly IcsBooking[], host: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Main Street//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendarName)}`,
  ];
  for (const b of bookings) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:booking-${b.id}@${host}`,
      `DTSTAMP:${utc(b.updated_at)}`,
      `SEQUENCE:${b.sequence}`,
      `DTSTART:${utc(b.start)}`,
      `DTEND:${utc(b.end)}`,
      `SUMMARY:${escapeIcsText(b.summary)}`,
      `DESCRIPTION:${escapeIcsText(b.description)}`,
      ...(b.location ? [`LOCATION:${escapeIcsText(b.location)}`] : []),
      `STATUS:${b.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
