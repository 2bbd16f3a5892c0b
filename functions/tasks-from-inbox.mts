import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { fromInboxSchema } from '../src/schemas/tasks.ts';
import { taskFromInbox } from '../src/server/tasks/tasks-repo.ts';

// A lead or a review becomes a task in one click, linked to it and assigned to whoever clicked.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const person = await requireRole(req, 'tasks-from-inbox');
  const { kind, id } = await parseJsonBody(req, fromInboxSchema);
  const task = await taskFromInbox(person, kind, id);
  return json({ task, message: `Task added: ${task.title}.` }, { status: 201 });
});

export const config: Config = { path: '/api/tasks/from-inbox' };
