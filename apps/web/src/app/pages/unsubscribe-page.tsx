import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { UnsubscribeConfirmation } from '@/features/notifications/components/unsubscribe-confirmation';

/** The unsubscribe link of every mail but security notices (?token=): no sign-in needed. */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <UnsubscribeConfirmation token={searchParams.get('token')?.trim() ?? ''} />
    </AuthLayout>
  );
}
