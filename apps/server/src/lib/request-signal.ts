import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The abort signal of the request being served, carried through its async work: a read whose
 * client has hung up is aborted, and the database stops working for it (db/client.ts).
 */
const storage = new AsyncLocalStorage<AbortSignal>();

export const currentRequestSignal = (): AbortSignal | undefined => storage.getStore();

export function runWithRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return storage.run(signal, work);
}
