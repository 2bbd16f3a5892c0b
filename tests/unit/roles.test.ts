import { describe, expect, it } from 'vitest';
import { accessFor, FUNCTION_ACCESS, isMemberRole, roleAllows } from '../../src/server/auth/roles.ts';

describe('the role table', () => {
  it('ranks owner > manager > staff > viewer', () => {
    expect(roleAllows('owner', 'manager')).toBe(true);
    expect(roleAllows('manager', 'owner')).toBe(false);
    expect(roleAllows('staff', 'staff')).toBe(true);
    expect(roleAllows('staff', 'manager')).toBe(false);
    expect(roleAllows('viewer', 'staff')).toBe(false);
    expect(roleAllows('viewer', 'viewer')).toBe(true);
  });

  it('needs a membership for signed-in, the platform flag for admin, nothing for public', () => {
    expect(roleAllows(undefined, 'signed-in')).toBe(false);
    expect(roleAllows('viewer', 'signed-in')).toBe(true);
    expect(roleAllows('owner', 'admin')).toBe(false);
    expect(roleAllows('viewer', 'admin', true)).toBe(true);
    expect(roleAllows(undefined, 'public')).toBe(true);
  });

  it('reads per-method entries and refuses unlisted methods', () => {
    expect(accessFor('business-listing', 'GET')).toBe('viewer');
    expect(accessFor('business-listing', 'put')).toBe('manager');
    expect(accessFor('business-listing', 'DELETE')).toBeUndefined();
    expect(accessFor('inbox-leads', 'GET')).toBe('viewer');
    expect(accessFor('no-such-function', 'GET')).toBeUndefined();
  });

  it('keeps billing with the owner and lets staff reply in the inbox', () => {
    expect(FUNCTION_ACCESS['commerce-create-subscription']).toBe('owner');
    expect(FUNCTION_ACCESS['business-update-rank']).toBe('owner');
    expect(FUNCTION_ACCESS['inbox-review-reply']).toBe('staff');
    expect(isMemberRole('staff')).toBe(true);
    expect(isMemberRole('admin')).toBe(false);
  });
});
