import { Pagination } from '@/components/pagination';
import { Card, CardContent } from '@/components/ui/card';
import { useListParams } from '@/lib/use-list-params';
import { useUsers } from '../api/list-users';
import { USERS_PAGE_SIZE, userListParamsSchema } from '../user-list-params';
import { UserCountTiles } from './user-count-tiles';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

/** Every account, found by search, role and status, with the counts over all of them. */
export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const [{ page, ...filters }, setAddress] = useListParams(userListParamsSchema);
  const { data, isPending, isPlaceholderData, error } = useUsers({
    search: filters.search || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
    page,
    pageSize: USERS_PAGE_SIZE,
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <UserCountTiles counts={data?.counts} hasFailed={Boolean(error)} />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
          <UserFilters value={filters} onChange={setAddress} />
          <div>
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
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
