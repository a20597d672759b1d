import type { CreateUserBody, User } from '@basisdesk/shared/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';

export const createUser = (body: CreateUserBody) =>
  api.post<User>('/Users', body, { fallbackError: 'Failed to create user' });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
