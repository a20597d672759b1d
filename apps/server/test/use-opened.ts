import { afterAll, beforeAll } from 'vitest';

/**
 * Opens `open()` before the tests of the enclosing file or describe block and closes it after
 * them. The answer stands for what was opened, so a file can hold it in a const; reading it
 * outside hooks and tests (before it is open) is an error.
 */
export function useOpened<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!opened) throw new Error(`read ${String(key)} before the suite was opened (in beforeAll)`);
      return Reflect.get(opened, key);
    },
  });
}
