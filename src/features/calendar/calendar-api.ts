/** The owner calendar's calls (answer types from src/schemas/bookings-calendar-answers.ts). */
import { requestJson, type ApiResult } from '../register/account-api.ts';
import type { CalendarAction, SlotOut } from '../../schemas/bookings.ts';
import type { CalendarAnswer, CalendarSlotsAnswer } from '../../schemas/bookings-calendar-answers.ts';
import type { FeedAnswer } from '../../schemas/tasks.ts';

/** What the screen shows when an action fails: the message, a message per field, and after a 409 free times. */
export interface ActFailure {
  message: string;
  fields: Record<string, string>;
  alternatives: SlotOut[];
}

export const loadCalendar = (from: string, to: string) =>
  requestJson<CalendarAnswer>(`/api/bookings/calendar?from=${from}&to=${to}`);

export function loadFreeTimes(q: { service: string; provider: string; date: string; booking?: string | undefined }) {
  const given = Object.entries(q).filter((e): e is [string, string] => !!e[1]);
  return requestJson<CalendarSlotsAnswer>(`/api/bookings/calendar-slots?${new URLSearchParams(given)}`);
}

/** null when done; a taken time (409) brings the nearest free times the server offers. */
export async function actOnBooking(body: CalendarAction): Promise<ActFailure | null> {
  let alternatives: SlotOut[] = [];
  const r: ApiResult<{ id: string }> = await requestJson('/api/bookings/calendar', { body }, async (input, init) => {
    const res = await fetch(input, init);
    if (res.status === 409)
      alternatives = ((await res.clone().json()) as { alternatives?: SlotOut[] }).alternatives ?? [];
    return res;
  });
  return r.ok ? null : { message: r.message, fields: r.fields, alternatives };
}

export const makeBookingFeed = () =>
  requestJson<FeedAnswer>('/api/bookings/calendar-feed', { method: 'POST', body: {} });
export const stopBookingFeed = () =>
  requestJson<FeedAnswer>('/api/bookings/calendar-feed', { method: 'DELETE', body: {} });
