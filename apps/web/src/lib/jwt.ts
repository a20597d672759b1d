/** Reads the expiry (seconds since the epoch) from a JWT without verifying it: the server verifies. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export const isTokenUnexpired = (token: string, now = Date.now()) => {
  const expiry = readTokenExpiry(token);
  return expiry !== null && expiry * 1000 > now;
};
