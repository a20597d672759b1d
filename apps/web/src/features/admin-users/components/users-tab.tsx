import { Pagination } from '@/components/pagination';
import { SectionCard } from '@/components/section-card';
import { useListParams } from '@/lib/use-list-params';
import { useUsers } from '../api/list-users';
import { USERS_PAGE_SIZE, userPageParamsSchema } from '../user-list-params';
import { CreateUserDialog } from './create-user-dialog';
import { UsersTable } from './users-table';

/** The admin dashboard's Users tab: every account, a page at a time; filtering is in User Management. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [{ page }, setAddress] = useListParams(userPageParamsSchema);
  const { data, isPending, isPlaceholderData, error } = useUsers({ page, pageSize: USERS_PAGE_SIZE });

  return (
    <SectionCard
      title="Users"
      description="Every account on the platform. Search and filter in User Management."
      actions={<CreateUserDialog />}
    >
      <UsersTable
        users={data?.items}
        isPending={isPending}
        isStale={isPlaceholderData}
        error={error}
        currentUserId={currentUserId}
      />
      {data && (
        <Pagination
          label="Users pages"
          page={page}
          pageSize={USERS_PAGE_SIZE}
          total={data.total}
          onPageChange={(next) => setAddress({ page: next })}
        />
      )}
    </SectionCard>
  );
}
