/**
 * Team roles and their labels (issue 15), apart from the team schemas so that islands showing a role (the dashboard,
 * the business switcher on every dashboard page) load no zod (issue 29). src/schemas/team.ts re-exports them.
 */
/** Roles rank owner > manager > staff > viewer (the server's role table builds on this). */
export const MEMBER_ROLES = ['owner', 'manager', 'staff', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export function roleAtLeast(role: MemberRole | undefined, least: MemberRole): boolean {
  return role !== undefined && MEMBER_ROLES.indexOf(role) <= MEMBER_ROLES.indexOf(least);
}

export const INVITABLE_ROLES = ['manager', 'staff', 'viewer'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
export const ROLE_LABELS = { owner: 'Owner', manager: 'Manager', staff: 'Staff', viewer: 'Viewer' } as const;
export const ROLE_SUMMARIES = {
  owner: 'Everything, including billing and the team.',
  manager: 'Everything except billing and the team (may invite staff and viewers).',
  staff: 'Tasks, handling orders (not refunds), and reading and replying in the inbox.',
  viewer: 'Read only.',
} as const;
