import { isConsultant } from '@basisdesk/shared/auth/roles';
import { Navigate, Outlet } from 'react-router';
import { roleHome } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';

/** Availability, expertise and earnings are a consultant's own; anyone else goes to their role home. */
export function ConsultantOnly() {
  const { user } = useSession();
  if (!user) return null;
  if (!isConsultant(user.role)) return <Navigate to={roleHome(user.role)} replace />;
  return <Outlet />;
}
