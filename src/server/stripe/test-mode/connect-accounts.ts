/**
 * Local test mode's Connect accounts: Express accounts for Canada shaped as Stripe returns them
 * (charges_enabled, payouts_enabled, details_submitted, requirements, capabilities), moved along by
 * the local onboarding page: completed (active), submitted with a document still due (restricted),
 * or left (nothing changes). No identity is checked and no bank account exists.
 */
import { newId, now, type Obj } from './state.ts';

/** What Stripe asks a new Canadian individual for, as requirement names (a representative subset). */
const ONBOARDING_DUE = [
  'business_profile.mcc',
  'business_profile.url',
  'business_type',
  'external_account',
  'individual.address.city',
  'individual.dob.day',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'individual.phone',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];
const DOCUMENT_DUE = ['individual.verification.document'];

const requirements = (due: string[], disabledReason: string | null) => ({
  alternatives: [],
  current_deadline: null,
  currently_due: due,
  disabled_reason: disabledReason,
  errors: [],
  eventually_due: due,
  past_due: due,
  pending_verification: [],
});

export type TestModeAccountError = { status: number; message: string };

/** A new Express account, or the reason test mode refuses to create it. */
export function newExpressAccount(body: Obj): Obj | TestModeAccountError {
  if (body.type !== 'express') {
    return { status: 400, message: 'Test mode creates Express accounts only (type: express).' };
  }
  const country = body.country ?? 'CA';
  if (country !== 'CA') return { status: 400, message: 'Test mode creates Canadian accounts only (country: CA).' };
  const capabilities = Object.entries((body.capabilities ?? {}) as Obj);
  const requested = capabilities.filter(([, v]) => String(v?.requested) === 'true');
  const id = newId('acct');
  return {
    id,
    object: 'account',
    type: 'express',
    country,
    default_currency: 'cad',
    email: body.email ?? null,
    business_type: body.business_type ?? null,
    business_profile: { name: null, url: null, mcc: null, ...body.business_profile },
    capabilities: Object.fromEntries(requested.map(([name]) => [name, 'inactive'])),
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    created: now(),
    metadata: body.metadata ?? {},
    requirements: requirements(ONBOARDING_DUE, 'requirements.past_due'),
    future_requirements: requirements([], null),
    controller: {
      type: 'application',
      is_controller: true,
      requirement_collection: 'stripe',
      stripe_dashboard: { type: 'express' },
    },
    settings: { payouts: { schedule: { interval: 'daily', delay_days: 2 } } },
    tos_acceptance: { date: null },
    external_accounts: { object: 'list', data: [], has_more: false, url: `/v1/accounts/${id}/external_accounts` },
  };
}

export type OnboardingOutcome = 'complete' | 'restricted';

/** What the local onboarding page's buttons do to an account. */
export function applyOnboarding(account: Obj, outcome: OnboardingOutcome): void {
  const active = outcome === 'complete';
  const capabilities = Object.keys(account.capabilities);
  Object.assign(account, {
    details_submitted: true,
    charges_enabled: true,
    payouts_enabled: active,
    // Restricted: card payments work, payouts wait for the document.
    capabilities: Object.fromEntries(
      capabilities.map((name) => [name, active || name === 'card_payments' ? 'active' : 'inactive']),
    ),
    requirements: active ? requirements([], null) : requirements(DOCUMENT_DUE, 'requirements.past_due'),
    tos_acceptance: { date: now() },
  });
}
