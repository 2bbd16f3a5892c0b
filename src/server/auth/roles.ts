/**
 * Who may call what: the ONE table of every function in `functions/` and the least role each
 * method needs in the signed-in person's current business. Roles rank owner > manager > staff > viewer:
 * - owner: everything, including billing and the team; exactly one per business;
 * - manager: everything except billing and the team;
 * - staff: tasks, reading and replying in the inbox, and editing article drafts;
 * - viewer: read only.
 * 'public' needs no session (the function may still read one); 'signed-in' needs any membership (a
 * person's own account: password, sessions); 'admin' is Main Street staff.
 * Adding a function: add one line here (tests/functions/roles-matrix.test.ts fails until you do).
 */
import { MEMBER_ROLES, roleAtLeast, type MemberRole } from '../../schemas/team.ts';

export { MEMBER_ROLES, type MemberRole };
export type Access = 'public' | 'signed-in' | MemberRole | 'admin';
/** One access for every method, or one per HTTP method. */
export type FunctionAccess = Access | Readonly<Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Access>>>;

export const FUNCTION_ACCESS = {
  // Public: the directory, content, tools, sign-in and -up, visitors' posts, served files, webhooks.
  'account-businesses': 'signed-in',
  'account-confirm-email': 'public',
  'account-confirm-signup': 'public',
  'account-delete': 'signed-in',
  'account-email': 'signed-in',
  'account-forgot-password': 'public',
  'account-password': 'signed-in',
  'account-reset-password': 'public',
  'admin-listing-claim-requests': 'admin',
  'admin-review-moderate': 'admin',
  'admin-reviews': 'admin',
  'ai-download-website': 'viewer',
  'article-draft-background': 'public',
  articles: { GET: 'viewer', POST: 'manager', PUT: 'staff', DELETE: 'manager' },
  'articles-publish': 'manager',
  'ai-generate-website': 'manager',
  'ai-retrieve-generation-status': 'public',
  'bloc-mail-create-new-bloc-mail': 'public',
  // Bookings (issue 41): customers book without an account; staff manage their own bookings, managers everyone's.
  bookings: 'public',
  'bookings-booking': 'public', // the customer's booking, with its signed link only
  'bookings-cancel': 'public', // the signed link only
  'bookings-reschedule': 'public', // the signed link only
  'bookings-options': 'public',
  'bookings-calendar': 'staff',
  'bookings-calendar-feed': 'staff',
  'bookings-calendar-ics': 'public',
  'bookings-calendar-slots': 'staff',
  'bookings-setup': 'manager',
  'bookings-slots': 'public',
  'business-auth': 'public',
  'business-choose-free-plan': 'owner',
  'business-create': 'public',
  'business-directory-retrieve-listing': 'public',
  'business-directory-retrieve': 'public',
  'business-directory-changed': 'public',
  'business-listing-image': 'manager',
  'business-listing': { GET: 'viewer', PUT: 'manager' },
  'business-listing-claim': { GET: 'public', POST: 'owner' },
  'business-listing-claim-link': { GET: 'public', POST: 'owner' },
  'business-listing-claim-request': 'owner',
  'business-login': 'public',
  'business-logout': 'public',
  'business-logout-everywhere': 'signed-in',
  'business-update-rank': 'owner',
  'commerce-billing-portal': 'owner',
  'commerce-create-subscription': 'owner',
  'commerce-init-checkout': 'owner',
  'content-retrieve-news': 'public',
  'content-retrieve': 'public',
  'email-unsubscribe': 'public',
  files: 'public',
  images: { GET: 'viewer', POST: 'manager' },
  'images-use': 'manager',
  // Image uploads decoded in the background (issue 42): the uploaders (managers) read how theirs ended.
  'image-upload-background': 'public',
  uploads: 'manager',
  'generate-website-background': 'public',
  'image-generate-background': 'public',
  'inbox-lead-handled': 'staff',
  'inbox-leads-csv': 'viewer',
  'inbox-leads': 'viewer',
  'inbox-review-reply': 'staff',
  'inbox-reviews': 'viewer',
  maintenance: 'viewer',
  'og-listing': 'public',
  'og-listing-background': 'public',
  // Payout account (Stripe Connect, issue 40): the owner and managers; staff never see payouts.
  'payouts-account': 'manager',
  'payouts-onboarding': 'manager',
  'live-sites': 'public',
  // The shop (issue 40): everyone in the business reads the catalogue and settings; the owner and managers write.
  'shop-catalogue': 'viewer',
  'shop-catalogue-items': 'manager',
  'shop-catalogue-photo': 'manager',
  'shop-catalogue-reorder': 'manager',
  'shop-catalogue-sections': 'manager',
  'shop-settings': { GET: 'viewer', PUT: 'manager' },
  // Customers order without an account: the checkout is rate-limited, and an order is read with its signed link only.
  'shop-checkout': 'public',
  'shop-order': 'public',
  'shop-pickup-times': 'public',
  region: 'public',
  // Reporting and maintenance (issue 16): everyone in the business reads; the digest switch is a manager's.
  reporting: 'viewer',
  'reporting-collect': 'public',
  'reporting-csv': 'viewer',
  'reporting-settings': { GET: 'viewer', PUT: 'manager' },
  'reporting-weekly-digest': 'public',
  'reporting-weekly-digest-background': 'public',
  'review-status': 'public',
  'scheduled-prune-rate-limits': 'public',
  'scheduled-prune-site-photos': 'public',
  'scheduled-publish-articles': 'public',
  'scheduled-rebuild': 'public',
  'scheduled-reporting-rollup': 'public',
  'scheduled-maintenance-check': 'public',
  'maintenance-check-background': 'public',
  'scheduled-bookings': 'public',
  'scheduled-expire-order-holds': 'public',
  'site-freshness': 'public',
  'site-photos': 'manager',
  'site-second-language': 'manager',
  'site-second-language-background': 'public',
  'site-spec': { GET: 'viewer', PUT: 'manager' },
  sites: 'public',
  // Orders (issue 40): everyone in the business reads; staff and above accept, mark ready and complete (cancelling
  // refunds, so it is a manager's: checked in src/shared/order-status.ts); managers and the owner refund.
  'shop-orders-one': 'viewer',
  'shop-order-action': 'staff',
  'shop-order-refund': 'manager',
  'shop-orders': 'viewer',
  'shop-orders-csv': 'viewer',
  'stripe-webhook': 'public',
  tasks: { GET: 'viewer', POST: 'staff' },
  'tasks-calendar': 'public',
  'tasks-calendar-feed': 'viewer',
  'tasks-from-inbox': 'staff',
  'tasks-item': 'staff',
  'tasks-morning-email': 'public',
  'tasks-morning-email-background': 'public',
  team: 'manager',
  'team-invitation': 'public',
  'team-invite': 'manager',
  'team-log': 'owner',
  'team-member': 'owner',
  'team-transfer': 'owner',
  'tool-retrieve-all': 'public',
  'tool-retrieve-details': 'public',
  website: 'viewer',
  'website-domain': 'manager',
  'website-live-spec': 'viewer',
  'website-domain-verify': 'manager',
  'website-publish': 'manager',
  'website-rollback': 'manager',
} as const satisfies Record<string, FunctionAccess>;

export type FunctionName = keyof typeof FUNCTION_ACCESS;

/** The access a method of a function needs; undefined when the table does not list it. */
export function accessFor(name: string, method: string): Access | undefined {
  const entry = (FUNCTION_ACCESS as Record<string, FunctionAccess>)[name];
  if (entry === undefined || typeof entry === 'string') return entry;
  return entry[method.toUpperCase() as keyof typeof entry];
}

/** Whether a member with `role` (platform admin or not) may use something that needs `least`. */
export function roleAllows(role: MemberRole | undefined, least: Access, isAdmin = false): boolean {
  if (least === 'public') return true;
  if (least === 'admin') return isAdmin;
  if (!role) return false;
  if (least === 'signed-in') return true;
  return roleAtLeast(role, least);
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}
