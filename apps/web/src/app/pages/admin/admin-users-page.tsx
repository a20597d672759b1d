import { PageHeader } from '@/components/page-header';
import { CreateUserDialog } from '@/features/admin-users/components/create-user-dialog';
import { UserManagement } from '@/features/admin-users/components/user-management';
import { useSession } from '@/features/auth/session/session-provider';
import { useSecondFactorStatus } from '@/features/second-factor/api/get-second-factor-status';

export default function AdminUsersPage() {
  const { user } = useSession();
  // The admin guard's read: a deletion asks for a code only while one is on.
  const secondFactor = useSecondFactorStatus();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="User Management"
        description="Find, create, activate, deactivate and delete accounts, and download their data."
        actions={<CreateUserDialog />}
      />
      <UserManagement currentUserId={user.id} secondFactor={secondFactor.data?.enabled} />
    </>
  );
}
