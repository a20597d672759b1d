import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { roleHome } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { useMessagingEnabled } from '@/features/flags/api/get-messaging-status';
import { toast } from '@/lib/toast';

export const MESSAGING_UNAVAILABLE_TITLE = 'Messaging Currently Unavailable';

/** /messages exists only while the messaging flag is on; otherwise the person goes home, told why. */
export function MessagingRoute() {
  const { user } = useSession();
  const { data: isEnabled, isPending } = useMessagingEnabled();

  useEffect(() => {
    if (isEnabled === false) {
      toast.error(MESSAGING_UNAVAILABLE_TITLE, {
        id: 'messaging-unavailable',
        description: 'Messaging has been disabled by the administrator.',
      });
    }
  }, [isEnabled]);

  if (isPending) return <PageSpinner />;
  if (!user) return null;
  if (!isEnabled) return <Navigate to={roleHome(user.role)} replace />;
  return <Outlet />;
}
