import { Link, type LinkProps, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** The router state a 'Sign in' link carries: the page to come back to after signing in. */
export type SignInLinkState = { from: string };

/**
 * A link to /login (or its sign-up tab) that remembers the page it was on, so signing in comes
 * back here instead of going to the role's home (spec §2: "the page the user came from").
 */
export function SignInLink({
  mode = 'signin',
  ...props
}: Omit<LinkProps, 'to' | 'state'> & { mode?: 'signin' | 'signup' }) {
  const location = useLocation();
  const state: SignInLinkState = { from: `${location.pathname}${location.search}${location.hash}` };
  return (
    <Link to={mode === 'signup' ? `${paths.login}?mode=signup` : paths.login} state={state} {...props} />
  );
}
