import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isSignInPath, loginPath } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';

/**
 * Spec §4: a 401 on any page, public ones included, sends the browser to /login with redirect set
 * to where it was, unless it is already signing in. Once per refused session.
 */
export function UnauthorizedRedirect() {
  const { end } = useSession();
  const navigate = useNavigate();
  const handledEnd = useRef<number | null>(null);

  useEffect(() => {
    if (end?.reason !== 'unauthorized' || handledEnd.current === end.id) return;
    handledEnd.current = end.id;
    // The browser's own address: the page the refused call was made from, whatever rendered last.
    const { pathname, search } = window.location;
    if (!isSignInPath(pathname)) navigate(loginPath(`${pathname}${search}`), { replace: true });
  }, [end, navigate]);

  return null;
}
