import type { ListUsersParams } from './list-users';

/** The admin user list's query keys: a create, an edit or a status change refreshes every page under `all`. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (params: ListUsersParams) => [...adminUserKeys.all, 'list', params] as const,
};
