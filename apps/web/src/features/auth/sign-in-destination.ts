import type { Role } from '@basisdesk/shared/auth/roles';
import { isSignInPath, roleHome } from '@/config/paths';

/**
 * A path of this app to go to, or null. It is resolved against this origin as the browser would
 * (so `//host`, `/\host` and tab tricks show up as another origin) and must stay on it; the
 * sign-in pages themselves are refused, so signing in never loops back to them.
 */
export function safeInternalPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || isSignInPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Spec §2: after sign-in, `?redirect=`, else the page the person came from (a 'Sign in' link
 * passes it in the router state), else the role's home.
 */
export function destinationAfterSignIn({
  redirect,
  cameFrom,
  role,
  origin,
}: {
  redirect: string | null;
  cameFrom: unknown;
  role: Role;
  origin: string;
}): string {
  return safeInternalPath(redirect, origin) ?? safeInternalPath(cameFrom, origin) ?? roleHome(role);
}
