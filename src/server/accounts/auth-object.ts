/** The business auth object of spec §3, as GET /api/business/auth and the account calls return it. */
import type { AccountAuth } from '../../schemas/auth.ts';
import type { SessionBusiness } from '../auth/session.ts';

export function toAuthObject(business: SessionBusiness): AccountAuth {
  return {
    status: 1,
    entity: { type: 'business', id: business.id },
    name: business.business_name,
    email: business.business_email,
    rank: business.rank,
    bloc_services: business.bloc_services,
    referral_code: business.referral_code,
    member_role: business.member_role ?? 'owner',
    user_email: business.user_email ?? business.business_email,
    ...(business.is_demo ? { demo: true as const } : {}),
  };
}
