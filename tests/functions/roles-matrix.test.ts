// Every function × every role: a function missing from FUNCTION_ACCESS fails, and so does one that
// answers a role below its least role (or a stranger) instead of 401/403.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessFor, FUNCTION_ACCESS, MEMBER_ROLES, roleAllows, type Access } from '../../src/server/auth/roles.ts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';

const FUNCTIONS_DIR = path.resolve('functions');
const names = readdirSync(FUNCTIONS_DIR)
  .filter((f) => f.endsWith('.mts'))
  .map((f) => f.replace(/\.mts$/, ''))
  .sort();
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type FunctionModule = {
  default: (req: Request, context: never) => Promise<Response>;
  config?: { path?: string | string[] };
};

/** A concrete URL for the function's route ("/api/region/:country/…" → "/api/region/x/…"). */
function urlOf(mod: FunctionModule): string | undefined {
  const route = Array.isArray(mod.config?.path) ? mod.config.path[0] : mod.config?.path;
  return route?.replace(/:[a-z_]+/gi, 'x').replace(/\*/g, 'x');
}

let team: Team;
let adminTeam: Team;
beforeAll(async () => {
  team = await makeTeam();
  adminTeam = await makeTeam({ admin: true, name: 'Main Street Admin' });
});

describe('FUNCTION_ACCESS lists every function', () => {
  it.each(names)('%s is in the role table', (name) => {
    const hint = `functions/${name}.mts is not in FUNCTION_ACCESS. Add a line to src/server/auth/roles.ts: '${name}': '<least role>' (one of public, signed-in, viewer, staff, manager, owner, admin; or { GET: …, POST: … } per method), and call requireRole(req, '${name}') in the function unless it is public.`;
    expect(Object.keys(FUNCTION_ACCESS), hint).toContain(name);
  });

  it('lists no function that does not exist', () => {
    expect(Object.keys(FUNCTION_ACCESS).filter((n) => !names.includes(n))).toEqual([]);
  });
});

describe.each(names.filter((n) => n in FUNCTION_ACCESS))('%s answers only the roles the table allows', (name) => {
  const guarded = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).some(
    (m) => (accessFor(name, m) ?? 'public') !== 'public',
  );

  it.runIf(guarded)('calls the guard with its own name', () => {
    const source = readFileSync(path.join(FUNCTIONS_DIR, `${name}.mts`), 'utf8');
    expect(source, `functions/${name}.mts must call requireRole(req, '${name}')`).toContain(
      `requireRole(req, '${name}')`,
    );
  });

  it.runIf(guarded)('refuses strangers and lower roles, lets the others through', async () => {
    const mod = (await import(path.join(FUNCTIONS_DIR, `${name}.mts`))) as FunctionModule;
    const url = urlOf(mod);
    expect(url, `${name} has no config.path to call`).toBeDefined();
    let checked = 0;
    for (const method of METHODS) {
      const anonymous = await call(mod.default, url!, { method, json: method === 'GET' ? undefined : {} });
      if (anonymous.status === 405) continue;
      const least = accessFor(name, method) as Access;
      expect(least, `${name} answers ${method} but FUNCTION_ACCESS has no access for it`).toBeDefined();
      if (least === 'public') continue;
      expect(anonymous.status, `${method} ${name} without a session`).toBe(401);
      const callers = [
        ...MEMBER_ROLES.map((role) => ({
          role,
          isAdmin: false,
          userId: team.users[role].id,
          businessId: team.businessId,
        })),
        { role: 'owner' as const, isAdmin: true, userId: adminTeam.users.owner.id, businessId: adminTeam.businessId },
      ];
      for (const caller of callers) {
        const cookie = await sessionFor(caller.userId, caller.businessId);
        const res = await call(mod.default, url!, {
          method,
          headers: { cookie },
          json: method === 'GET' ? undefined : {},
        });
        const who = `${method} ${name} as ${caller.isAdmin ? 'admin ' : ''}${caller.role} (least: ${least})`;
        if (roleAllows(caller.role, least, caller.isAdmin)) expect([401, 403], who).not.toContain(res.status);
        else expect(res.status, who).toBe(403);
        checked += 1;
      }
    }
    expect(checked, `${name}: no method was checked`).toBeGreaterThan(0);
  });
});
