import { PageHeader } from '@/components/page-header';
import { AdminNotifications } from '@/features/notifications/components/admin-notifications';

export default function AdminNotificationsPage() {
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Every email the platform sends: who it went to, where it is, and why it failed."
      />
      <AdminNotifications />
    </>
  );
}
