/** The business switcher: every business a person belongs to, and moving the session to another. */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { findMembership, switchSessionBusiness, type SessionBusiness } from '../auth/sessions-repo.ts';
import type { MyBusinesses } from '../../schemas/team.ts';

export async function listMyBusinesses(person: SessionBusiness): Promise<MyBusinesses> {
  const rows = await query<{ id: string; name: string; role: string }>(
    `SELECT b.id, b.business_name AS name, m.role FROM memberships m JOIN businesses b ON b.id = m.business_id
     WHERE m.user_id = $1 ORDER BY lower(b.business_name), b.id`,
    [person.user_id],
  );
  return { current: person.id, businesses: rows };
}

export async function switchBusiness(person: SessionBusiness, businessId: string): Promise<SessionBusiness> {
  if (!person.session_id) throw new HttpError(409, 'old_session', 'Please log in again to switch businesses.');
  if (!(await switchSessionBusiness(person.session_id, person.user_id!, businessId))) {
    throw new HttpError(403, 'forbidden', 'You are not a member of this business.', {
      business_id: ['You are not a member of this business.'],
    });
  }
  return (await findMembership(person.user_id!, businessId))!;
}
