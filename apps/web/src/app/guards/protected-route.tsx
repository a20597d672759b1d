import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loginPath, paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The shell is its own chunk: the sign-in page never pays for the top bar, sidebar and drawer.
export const AppShell = lazyWithPreload(() => import('../shell/app-shell'));

/**
 * Signed-in screens: the shell around them; signed-out visitors go to /login?redirect=<path>. The
 * session is known before the first paint, so 'Loading...' is only what shows while a chunk loads.
 */
export function ProtectedRoute() {
  const { user, end } = useSession();
  const location = useLocation();
  if (!user && end?.reason === 'signedOut') return <Navigate to={paths.home} replace />;
  if (!user) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppShell>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </Suspense>
  );
}
