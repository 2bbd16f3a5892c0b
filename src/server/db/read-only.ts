/**
 * A read-only scope for the database: inside `readOnlyDatabase`, client.ts runs every statement (however
 * deep, awaited or not) in a READ ONLY transaction, so any write fails (SQLSTATE 25006). `handle` runs GET
 * and HEAD calls this way when READ_ONLY_GETS is set, as the function tests do: the proof that reads never
 * write. Its own module, so http.ts can use it without importing a database driver.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<true>();

export function readOnlyDatabase<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

export const insideReadOnlyDatabase = (): boolean => scope.getStore() === true;
