import type { SecondFactorState } from '@/components/delete-account/delete-account-confirmation';
import { Card, CardContent } from '@/components/ui/card';
import { useListParams } from '@/lib/use-list-params';
import { useUsers } from '../api/list-users';
import { USERS_PAGE_SIZE, userListParamsSchema } from '../user-list-params';
import { UserCountTiles } from './user-count-tiles';
import { UserFilters } from './user-filters';
import { UsersPage } from './users-page';

/** Every account, found by search, role and status, with the counts over all of them. */
export function UserManagement({
  currentUserId,
  secondFactor,
}: {
  currentUserId: string;
  /** The signed-in admin's second factor, whose code confirms a deletion. */
  secondFactor: SecondFactorState;
}) {
  const [{ page, ...filters }, setAddress] = useListParams(userListParamsSchema);
  const users = useUsers({
    search: filters.search || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
    page,
    pageSize: USERS_PAGE_SIZE,
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <UserCountTiles counts={users.data?.counts} hasFailed={Boolean(users.error)} />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
          <UserFilters value={filters} onChange={setAddress} />
          <div>
            <UsersPage
              users={users}
              page={page}
              currentUserId={currentUserId}
              secondFactor={secondFactor}
              onPageChange={(next) => setAddress({ page: next })}
            />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
