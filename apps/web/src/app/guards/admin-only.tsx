import { isAdmin } from '@basisdesk/shared/auth/roles';
import { ShieldAlert } from 'lucide-react';
import { Outlet } from 'react-router';
import { useSession } from '@/features/auth/session/session-provider';

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
  return <Outlet />;
}
