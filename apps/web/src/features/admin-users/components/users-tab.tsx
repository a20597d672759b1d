import type { SecondFactorState } from '@/components/delete-account/delete-account-confirmation';
import { SectionCard } from '@/components/section-card';
import { useListParams } from '@/lib/use-list-params';
import { useUsers } from '../api/list-users';
import { USERS_PAGE_SIZE, userPageParamsSchema } from '../user-list-params';
import { CreateUserDialog } from './create-user-dialog';
import { UsersPage } from './users-page';

/** The admin dashboard's Users tab: every account, a page at a time; filtering is in User Management. */
export function UsersTab({
  currentUserId,
  secondFactor,
}: {
  currentUserId: string;
  /** The signed-in admin's second factor, whose code confirms a deletion. */
  secondFactor: SecondFactorState;
}) {
  const [{ page }, setAddress] = useListParams(userPageParamsSchema);
  const users = useUsers({ page, pageSize: USERS_PAGE_SIZE });

  return (
    <SectionCard
      title="Users"
      description="Every account on the platform. Search and filter in User Management."
      actions={<CreateUserDialog />}
    >
      <UsersPage
        users={users}
        page={page}
        currentUserId={currentUserId}
        secondFactor={secondFactor}
        onPageChange={(next) => setAddress({ page: next })}
      />
    </SectionCard>
  );
}
