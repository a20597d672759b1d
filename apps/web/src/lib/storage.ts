/** The spec's localStorage keys, exactly. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  user: 'user',
  theme: 'theme',
} as const;

/** Storage can be unavailable (private modes, quotas); the app keeps working without it. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory state still holds the value for this tab.
  }
}
