/** The owner calendar's calls (answer types from src/schemas/bookings-calendar-answers.ts). */
import { requestJson } from '../register/account-api.ts';
import type { CalendarAction } from '../../schemas/bookings.ts';
import type { CalendarAnswer } from '../../schemas/bookings-calendar-answers.ts';
import type { FeedAnswer } from '../../schemas/tasks.ts';

export const loadCalendar = (from: string, to: string) =>
  requestJson<CalendarAnswer>(`/api/bookings/calendar?from=${from}&to=${to}`);
export const actOnBooking = (body: CalendarAction) => requestJson<{ id: string }>('/api/bookings/calendar', { body });
export const makeBookingFeed = () =>
  requestJson<FeedAnswer>('/api/bookings/calendar-feed', { method: 'POST', body: {} });
export const stopBookingFeed = () =>
  requestJson<FeedAnswer>('/api/bookings/calendar-feed', { method: 'DELETE', body: {} });
