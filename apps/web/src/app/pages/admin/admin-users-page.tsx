import { ROLES, type Role } from '@basisdesk/shared/auth/roles';
import { USER_STATUSES, type UserStatus } from '@basisdesk/shared/users/users.schema';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Card, CardContent } from '@/components/ui/card';
import { useUsers } from '@/features/admin-users/api/list-users';
import { CreateUserDialog } from '@/features/admin-users/components/create-user-dialog';
import { UserCountTiles } from '@/features/admin-users/components/user-count-tiles';
import { UserFilters, type UserFilterValues } from '@/features/admin-users/components/user-filters';
import { UsersTable } from '@/features/admin-users/components/users-table';
import { useSession } from '@/features/auth/session/session-provider';

const PAGE_SIZE = 20;

const asRole = (value: string | null): Role | '' => (ROLES.includes(value as Role) ? (value as Role) : '');
const asStatus = (value: string | null): UserStatus | '' =>
  USER_STATUSES.includes(value as UserStatus) ? (value as UserStatus) : '';

export default function AdminUsersPage() {
  const { user } = useSession();
  // Filters and page live in the address: a reload or a shared link shows the same list.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: UserFilterValues = {
    search: searchParams.get('search') ?? '',
    role: asRole(searchParams.get('role')),
    status: asStatus(searchParams.get('status')),
  };
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  const { data, isPending, isPlaceholderData, error } = useUsers({
    search: filters.search || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
    page,
    pageSize: PAGE_SIZE,
  });

  function updateParams(changes: Record<string, string>) {
    setSearchParams(
      () => {
        // From the address itself: react-router's `current` is the last render's, so two quick
        // changes (a select and the debounced search) would otherwise undo each other.
        const params = new URLSearchParams(window.location.search);
        for (const [name, value] of Object.entries(changes)) {
          if (value && !(name === 'page' && value === '1')) params.set(name, value);
          else params.delete(name);
        }
        return params;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageHeader
        title="User Management"
        description="Find, create, activate and deactivate accounts."
        actions={<CreateUserDialog />}
      />
      <div className="grid grid-cols-1 gap-6">
        <UserCountTiles counts={data?.counts} hasFailed={Boolean(error)} />
        <Card>
          <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
            {/* A new filter starts again from the first page. */}
            <UserFilters value={filters} onChange={(next) => updateParams({ ...next, page: '1' })} />
            <div>
              <UsersTable
                users={data?.items}
                isPending={isPending}
                isStale={isPlaceholderData}
                error={error}
                currentUserId={user?.id}
              />
              {data && (
                <Pagination
                  label="Users pages"
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={data.total}
                  onPageChange={(next) => updateParams({ page: String(next) })}
                />
              )}
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
