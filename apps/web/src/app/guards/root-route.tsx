import { lazy } from 'react';
import { Navigate } from 'react-router';
import { roleHome } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';

const LandingPage = lazy(() => import('../pages/landing-page'));

/** `/`: the landing page for visitors; a signed-in person goes straight to their role home. */
export function RootRoute() {
  const { user } = useSession();
  if (user) return <Navigate to={roleHome(user.role)} replace />;
  return <LandingPage />;
}
