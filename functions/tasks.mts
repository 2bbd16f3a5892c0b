import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { roleAllows } from '../src/server/auth/roles.ts';
import { createTaskSchema } from '../src/schemas/tasks.ts';
import { createTask, listPeople, listTasks } from '../src/server/tasks/tasks-repo.ts';

// The current business's tasks and the people they can be assigned to (GET); a new task (POST).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST');
  const person = await requireRole(req, 'tasks');
  if (req.method === 'GET') {
    const [tasks, people] = await Promise.all([listTasks(person.id), listPeople(person.id)]);
    return json({ tasks, people, can_edit: roleAllows(person.member_role, 'staff') });
  }
  const task = await createTask(person, await parseJsonBody(req, createTaskSchema));
  return json({ task, message: 'Task added.' }, { status: 201 });
});

export const config: Config = { path: '/api/tasks' };
