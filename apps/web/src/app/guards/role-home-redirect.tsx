import { isAdmin } from '@basisdesk/shared/auth/roles';
import { Navigate } from 'react-router';
import { roleHome } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';

/** /dashboard is for customers and consultants; an admin who opens it lands on /admin. */
export function NonAdminOnly({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  if (user && isAdmin(user.role)) return <Navigate to={roleHome(user.role)} replace />;
  return children;
}
