/**
 * The one guard every owner-facing function calls: the signed-in person's current business, if
 * their role there is at least what FUNCTION_ACCESS says for this function and method.
 */
import { HttpError } from '../http.ts';
import { accessFor, roleAllows, type FunctionName } from './roles.ts';
import { optionalBusiness, type SessionBusiness } from './session.ts';

export const ROLE_REFUSED = 'Your role in this business does not allow this. Ask the owner if you need it.';

export async function requireRole(req: Request, fn: FunctionName): Promise<SessionBusiness> {
  const least = accessFor(fn, req.method);
  // A method the table does not list is refused, never let through by accident.
  if (!least) throw new HttpError(405, 'method_not_allowed', `${req.method} is not allowed here.`);
  const business = await optionalBusiness(req);
  if (least === 'public') {
    throw new Error(`requireRole(${fn}) on a public function: use optionalBusiness instead.`);
  }
  if (!business) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
  if (least === 'admin' && business.role !== 'admin')
    throw new HttpError(403, 'forbidden', 'This page is for Main Street administrators.');
  if (!roleAllows(business.member_role, least, business.role === 'admin'))
    throw new HttpError(403, 'forbidden', ROLE_REFUSED);
  return business;
}
