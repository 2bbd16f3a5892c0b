/** The setup screen's calls: read the setup back, apply one action (validated with the shared schema first). */
import { requestJson, type ApiResult } from '../register/account-api.ts';
import { bookingSetupSchema } from '../../schemas/bookings.ts';
import type { BookingSetupAnswer } from '../../schemas/bookings-setup-answers.ts';
import { fieldErrors, type FieldErrors } from './setup-form.ts';

export const loadSetup = () => requestJson<BookingSetupAnswer>('/api/bookings/setup');

/** null when saved; otherwise a message per field ('form' for the whole), from the schema or the server. */
export async function applySetup(action: Record<string, unknown>): Promise<FieldErrors | null> {
  const parsed = bookingSetupSchema.safeParse(action);
  if (!parsed.success) return fieldErrors(parsed.error.issues);
  const r: ApiResult<{ id: string }> = await requestJson('/api/bookings/setup', { body: parsed.data });
  if (r.ok) return null;
  return { form: r.message, ...r.fields };
}
