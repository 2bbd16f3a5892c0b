/**
 * The business auth object's plain parts (spec §3, §4), with no schema code: the header script on
 * every page reads the session through these, and shipping zod there would triple a page's weight
 * (issue 18's budgets). `src/schemas/auth.ts` is the contract; tests/unit/auth-answer.test.ts checks
 * that this hand check and that schema agree.
 */
export const RANKS = ['registered', 'web-hosting', 'complete'] as const;

/** A visitor who is not signed in (also what any failure to read the session resets to, §4). */
export const ANONYMOUS = {
  status: 0 as const,
  entity: null,
  name: '',
  email: '',
  rank: null,
  bloc_services: [] as string[],
};

const isString = (v: unknown): v is string => typeof v === 'string';

/** Whether an answer of GET /api/business/auth names a signed-in business, in the schema's shape. */
export function isSignedInAnswer(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const entity = v.entity as Record<string, unknown> | null | undefined;
  return (
    v.status === 1 &&
    typeof entity === 'object' &&
    entity !== null &&
    entity.type === 'business' &&
    isString(entity.id) &&
    isString(v.name) &&
    isString(v.email) &&
    (v.rank === null || (RANKS as readonly unknown[]).includes(v.rank)) &&
    Array.isArray(v.bloc_services) &&
    v.bloc_services.every(isString)
  );
}

/** Where a signed-in business belongs (§4 intent): a registered rank without services picks a plan first. */
export function homeFor(auth: { rank: string | null; bloc_services: readonly string[] }): '/checkout/' | '/dashboard/' {
  return auth.rank === 'registered' && auth.bloc_services.length === 0 ? '/checkout/' : '/dashboard/';
}
