/** The task manager's calls (answer types from src/schemas/tasks.ts). */
import { requestJson } from '../register/account-api.ts';
import type { FeedAnswer, TaskSaved, TasksAnswer, UpdateTask } from '../../schemas/tasks.ts';

export const loadTasks = () => requestJson<TasksAnswer>('/api/tasks');
export const saveTask = (body: UpdateTask) => requestJson<TaskSaved>('/api/tasks/item', { method: 'PATCH', body });
export const addTask = (body: unknown) => requestJson<TaskSaved>('/api/tasks', { body });
export const removeTask = (id: string) =>
  requestJson<{ message: string }>('/api/tasks/item', { method: 'DELETE', body: { id } });
export const taskFromInbox = (kind: 'lead' | 'review', id: string) =>
  requestJson<TaskSaved>('/api/tasks/from-inbox', { body: { kind, id } });
export const feedStatus = () => requestJson<FeedAnswer>('/api/tasks/calendar-feed');
export const makeFeed = () => requestJson<FeedAnswer>('/api/tasks/calendar-feed', { method: 'POST', body: {} });
export const stopFeed = () => requestJson<FeedAnswer>('/api/tasks/calendar-feed', { method: 'DELETE', body: {} });
