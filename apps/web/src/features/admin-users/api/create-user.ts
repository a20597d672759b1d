import type { CreateUserBody, User } from '@basisdesk/shared/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './list-users';

export const createUser = (body: CreateUserBody) =>
  api.post<User>('/Users', body, { fallbackError: 'Failed to create user' });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
