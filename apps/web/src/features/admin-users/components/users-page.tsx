import type { SecondFactorState } from '@/components/delete-account/delete-account-confirmation';
import { Pagination } from '@/components/pagination';
import type { useUsers } from '../api/list-users';
import { USERS_PAGE_SIZE } from '../user-list-params';
import { UsersTable } from './users-table';

/** One page of accounts and the way to the others, as User Management and the Users tab list them. */
export function UsersPage({
  users: { data, isPending, isPlaceholderData, error },
  page,
  currentUserId,
  secondFactor,
  onPageChange,
}: {
  /** The page's read, made by the list (its filters are the list's). */
  users: ReturnType<typeof useUsers>;
  page: number;
  currentUserId: string;
  /** The signed-in admin's second factor, whose code confirms a deletion. */
  secondFactor: SecondFactorState;
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
        secondFactor={secondFactor}
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
