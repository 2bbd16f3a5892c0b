/**
 * Business types shown as coming soon: listed and searchable in the wizard, not selectable (spec
 * §3). Empty today: every type in the catalogue can be generated. A type announced before its
 * phrasebook is ready goes here through `comingSoon(...)`; the wizard, the request schema and
 * search all read the flag (tests/unit/catalogue-types.test.ts checks that with a fake type).
 */
import type { BusinessType } from './types.ts';

/** Marks a type as announced but not yet selectable. */
export function comingSoon(type: Omit<BusinessType, 'comingSoon'>): BusinessType {
  return { ...type, comingSoon: true };
}

export const COMING_SOON_TYPES: readonly BusinessType[] = [];
