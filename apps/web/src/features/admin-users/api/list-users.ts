import type { UserStatusFilter } from '@basisdesk/shared/users/user-statuses';
import type { ListUsersQuery, ListUsersResponse } from '@basisdesk/shared/users/users.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';

/** The query's status also takes the filter value 'Blocked', which the server reads as Inactive. */
export type ListUsersParams = Partial<Pick<ListUsersQuery, 'search' | 'role' | 'page' | 'pageSize'>> & {
  status?: UserStatusFilter;
};

export function listUsers(params: ListUsersParams) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  const suffix = text ? `?${text}` : '';
  return api.get<ListUsersResponse>(`/Admin/users${suffix}`, { fallbackError: 'Failed to load users' });
}

export const listUsersQuery = (params: ListUsersParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: () => listUsers(params),
    // Paging and filtering keep the old rows on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: ListUsersParams) => useQuery(listUsersQuery(params));
