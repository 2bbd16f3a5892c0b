/** The business auth object of spec §3, as GET /api/business/auth and the account calls return it. */
import type { BusinessAuth } from '../../features/auth/auth.store.ts';
import type { SessionBusiness } from '../auth/session.ts';

export interface AccountAuth extends BusinessAuth {
  /** Used on the dashboard to show the owner's referral link. */
  referral_code: string;
}

export function toAuthObject(business: SessionBusiness): AccountAuth {
  return {
    status: 1,
    entity: { type: 'business', id: business.id },
    name: business.business_name,
    email: business.business_email,
    rank: business.rank,
    bloc_services: business.bloc_services,
    referral_code: business.referral_code,
    ...(business.is_demo ? { demo: true as const } : {}),
  };
}
