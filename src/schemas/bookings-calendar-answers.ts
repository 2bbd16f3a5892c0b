/** What GET /api/bookings/calendar answers (built by listCalendar in src/server/bookings/calendar.ts). */
export interface CalendarBooking {
  id: string;
  kind: 'appointment' | 'block' | 'class' | 'seat';
  status: string;
  start: string;
  end: string;
  provider_id: string;
  provider_name: string;
  service_id: string | null;
  service_name: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  note: string;
  seats: number | null;
  seats_taken: number;
  deposit_cents: number;
  deposit_state: string;
}

export interface CalendarAnswer {
  time_zone: string;
  bookings: CalendarBooking[];
  /** Whose time this person may block: staff only their own. */
  providers: { id: string; name: string }[];
  /** The active services this person may book for a customer, with who does each (staff: only themselves). */
  services: { id: string; name: string; duration_minutes: number; provider_ids: string[] }[];
}

/** What GET /api/bookings/calendar-slots answers: a local day's free times, each with who would take it. */
export interface CalendarSlotsAnswer {
  time_zone: string;
  date: string;
  slots: { start: string; end: string; provider_id: string; provider_name: string }[];
}
