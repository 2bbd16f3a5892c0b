/** What GET /api/bookings/setup answers (built by readBookingSetup in src/server/bookings/setup-read.ts). */
export interface BookingSetupAnswer {
  settings: {
    time_zone: string;
    time_zone_confirmed: boolean;
    min_notice_minutes: number;
    horizon_days: number;
    slot_step_minutes: number;
    close_on_holidays: boolean;
    reminder_hours: number;
    review_requests: boolean;
  };
  /** False until the settings are saved once (services need them first). */
  saved: boolean;
  /** The services on the business's website, which can be made bookable. */
  site_services: { slug: string; name: string }[];
  providers: {
    id: string;
    kind: 'member' | 'resource';
    user_id: string | null;
    name: string;
    active: boolean;
    /** Empty: the listing's opening hours. */
    hours: { weekday: number; opens: string; closes: string }[];
  }[];
  services: {
    id: string;
    service_slug: string;
    name: string;
    duration_minutes: number;
    buffer_minutes: number;
    price_cents: number;
    deposit_kind: 'none' | 'fixed' | 'percent';
    deposit_value: number;
    capacity: number;
    cancel_until_hours: number;
    late_deposit: 'kept' | 'refunded';
    active: boolean;
    provider_ids: string[];
  }[];
  team: { user_id: string; email: string }[];
  days_off: { id: string; provider_id: string | null; starts_on: string; ends_on: string; note: string }[];
}
