import type { UserStatusFilter } from '@basisdesk/shared/users/user-statuses';
import type { ListUsersQuery } from '@basisdesk/shared/users/users.schema';

/** The query's status also takes the filter value 'Blocked', which the server reads as Inactive. */
export type ListUsersParams = Partial<Pick<ListUsersQuery, 'search' | 'role' | 'page' | 'pageSize'>> & {
  status?: UserStatusFilter;
};

/** The admin user list's query keys: a create, an edit or a status change refreshes every page under `all`. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (params: ListUsersParams) => [...adminUserKeys.all, 'list', params] as const,
};
