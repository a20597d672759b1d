import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loginPath, paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';

// The shell is its own chunk: the sign-in page never pays for the top bar, sidebar and drawer.
const AppShell = lazy(() => import('../shell/app-shell'));

/** Signed-in screens: the shell around them; signed-out visitors go to /login?redirect=<path>. */
export function ProtectedRoute() {
  const { status, endReason } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedOut' && endReason === 'signedOut') return <Navigate to={paths.home} replace />;
  if (status === 'signedOut') {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
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
