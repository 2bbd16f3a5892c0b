/** What GET /api/bookings/booking answers (built by readCustomerBooking in src/server/bookings/customer-booking.ts). */
export interface CustomerBookingAnswer {
  id: string;
  kind: 'appointment' | 'block' | 'class' | 'seat';
  status: 'held' | 'confirmed' | 'expired' | 'cancelled' | 'completed' | 'no_show' | string;
  start: string;
  end: string;
  language: 'en' | 'fr';
  deposit_cents: number;
  deposit_state: string;
  hold_expires_at: string | null;
  service_id: string;
  service_name: string;
  price_cents: number;
  cancel_until_hours: number;
  late_deposit: 'kept' | 'refunded';
  provider_id: string;
  provider_name: string;
  /** Who does the service now, for 'Choose another time'. */
  providers: { id: string; name: string }[];
  time_zone: string;
  horizon_days: number;
  business_name: string;
  listing_slug: string;
  /** Only what the owner put on the listing. */
  contact: { phone: string | null; website_url: string | null; address: string; listing_path: string };
  /** What the customer may still do online (src/server/bookings/change-policy.ts). */
  terms: {
    can_cancel: boolean;
    can_reschedule: boolean;
    change_until: string;
    deposit_if_cancelled: 'refunded' | 'kept' | 'none';
  };
  payment: {
    client_secret: string;
    stripe_account: string;
    publishable_key: string;
    stripe_js_url: string;
    test_mode: boolean;
  } | null;
}
