import type { UpdateUserBody, User } from '@basisdesk/shared/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';

/** PUT Users/{userId} with the spec's payload: the names, and the role as it is (it never changes). */
export const updateUser = ({ id, ...body }: UpdateUserBody & { id: string }) =>
  api.put<User>(`/Users/${encodeURIComponent(id)}`, body, { fallbackError: 'Failed to update user' });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
