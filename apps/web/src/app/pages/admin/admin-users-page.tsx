import { PageHeader } from '@/components/page-header';
import { CreateUserDialog } from '@/features/admin-users/components/create-user-dialog';
import { UserManagement } from '@/features/admin-users/components/user-management';
import { useSession } from '@/features/auth/session/session-provider';

export default function AdminUsersPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="User Management"
        description="Find, create, activate and deactivate accounts."
        actions={<CreateUserDialog />}
      />
      <UserManagement currentUserId={user.id} />
    </>
  );
}
