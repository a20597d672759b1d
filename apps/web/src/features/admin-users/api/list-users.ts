import type { ListUsersResponse } from '@basisdesk/shared/users/users.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { adminUserKeys, type ListUsersParams } from './admin-user-keys';

export function listUsers(params: ListUsersParams) {
  return api.get<ListUsersResponse>(`/Admin/users${toQueryString(params)}`, {
    fallbackError: 'Failed to load users',
  });
}

export const listUsersQuery = (params: ListUsersParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: () => listUsers(params),
    // Paging and filtering keep the old rows on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: ListUsersParams) => useQuery(listUsersQuery(params));
