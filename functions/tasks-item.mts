import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { deleteTaskSchema, updateTaskSchema } from '../src/schemas/tasks.ts';
import { deleteTask, updateTask } from '../src/server/tasks/tasks-repo.ts';

// One task: PATCH { id, version, changes } edits or moves it (stale edits refused, stale moves applied); DELETE removes it.
export default handle(async (req) => {
  allowMethods(req, 'PATCH', 'DELETE');
  const person = await requireRole(req, 'tasks-item');
  if (req.method === 'PATCH') return json(await updateTask(person, await parseJsonBody(req, updateTaskSchema)));
  const { id } = await parseJsonBody(req, deleteTaskSchema);
  await deleteTask(person, id);
  return json({ status: 200, message: 'Task deleted.' });
});

export const config: Config = { path: '/api/tasks/item' };
