import { isAdmin } from '@basisdesk/shared/auth/roles';
import { ShieldAlert } from 'lucide-react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { secondFactorSettingsPath } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { useSecondFactorStatus } from '@/features/second-factor/api/get-second-factor-status';

export const ACCESS_DENIED_MESSAGE = 'Access Denied - You need admin privileges to access this page.';

/** Admin screens; anyone else is told plainly instead of seeing a half-loaded page. */
export function AdminOnly() {
  const { user } = useSession();
  if (!user || !isAdmin(user.role)) {
    return (
      <div
        role="alert"
        className="mx-auto mt-12 flex max-w-lg items-start gap-3 rounded-lg border border-destructive/40 p-5"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p className="font-medium">{ACCESS_DENIED_MESSAGE}</p>
      </div>
    );
  }
  return <WithSecondFactor />;
}

/**
 * While the workspace requires admins to have a second factor, an admin without one goes to its
 * set-up in Settings before anything else: every admin route would refuse them. If the status
 * cannot be read, the screens open and the server's refusal speaks for itself.
 */
function WithSecondFactor() {
  const { data: status, isPending } = useSecondFactorStatus();
  if (isPending) return <PageSpinner />;
  if (status?.required && !status.enabled) return <Navigate to={secondFactorSettingsPath} replace />;
  return <Outlet />;
}
