/**
 * The setup screen's forms, pure: form strings to the setup action's numbers (dollars to cents), a service's
 * saved row back to form values, and the schema's issues as a message per field.
 */
import type { BookingSetupAnswer } from '../../schemas/bookings-setup-answers.ts';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse ('deposit_value' → 'A deposit is …'). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** '12.50' → 1250; anything that is not an amount stays NaN so the schema names the field. */
export function dollarsToCents(text: string): number {
  const t = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

export interface ServiceForm {
  service_slug: string;
  name: string;
  duration_minutes: string;
  buffer_minutes: string;
  price: string;
  deposit_kind: 'none' | 'fixed' | 'percent';
  /** Dollars when fixed, a percentage when percent. */
  deposit: string;
  capacity: string;
  cancel_until_hours: string;
  late_deposit: 'kept' | 'refunded';
  /** Taking bookings: kept as it is when the form saves (the list's switch changes it). */
  active: boolean;
  provider_ids: string[];
}

export function serviceFormOf(
  s: BookingSetupAnswer['services'][number] | undefined,
  site: { slug: string; name: string },
): ServiceForm {
  return {
    service_slug: site.slug,
    name: s?.name ?? site.name,
    duration_minutes: String(s?.duration_minutes ?? 60),
    buffer_minutes: String(s?.buffer_minutes ?? 0),
    price: centsToDollars(s?.price_cents ?? 0),
    deposit_kind: s?.deposit_kind ?? 'none',
    deposit:
      !s || s.deposit_kind === 'none'
        ? '0'
        : s.deposit_kind === 'fixed'
          ? centsToDollars(s.deposit_value)
          : String(s.deposit_value),
    capacity: String(s?.capacity ?? 1),
    cancel_until_hours: String(s?.cancel_until_hours ?? 24),
    late_deposit: s?.late_deposit ?? 'kept',
    active: s?.active ?? true,
    provider_ids: s?.provider_ids ?? [],
  };
}

/** The 'service' setup action the form describes (validated by bookingSetupSchema afterwards). */
export function serviceActionOf(f: ServiceForm): Record<string, unknown> {
  const deposit =
    f.deposit_kind === 'none' ? 0 : f.deposit_kind === 'fixed' ? dollarsToCents(f.deposit) : Number(f.deposit);
  return {
    action: 'service',
    service_slug: f.service_slug,
    name: f.name,
    duration_minutes: Number(f.duration_minutes),
    buffer_minutes: Number(f.buffer_minutes),
    price_cents: dollarsToCents(f.price),
    deposit_kind: f.deposit_kind,
    deposit_value: deposit,
    capacity: Number(f.capacity),
    cancel_until_hours: Number(f.cancel_until_hours),
    late_deposit: f.late_deposit,
    active: f.active,
    provider_ids: f.provider_ids,
  };
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
