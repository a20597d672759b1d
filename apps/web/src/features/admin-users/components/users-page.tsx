import { Pagination } from '@/components/pagination';
import type { useUsers } from '../api/list-users';
import { USERS_PAGE_SIZE } from '../user-list-params';
import { UsersTable } from './users-table';

/** One page of accounts and the way to the others, as User Management and the Users tab list them. */
export function UsersPage({
  users: { data, isPending, isPlaceholderData, error },
  page,
  currentUserId,
  onPageChange,
}: {
  /** The page's read, made by the list (its filters are the list's). */
  users: ReturnType<typeof useUsers>;
  page: number;
  currentUserId: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
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
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}
