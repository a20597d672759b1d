import type { UpdateUserBody, User } from '@basisdesk/shared/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './list-users';

/** PUT Users/{id}. The admin screens keep names and role read-only (spec §5); kept for the contract. */
export const updateUser = ({ id, ...body }: UpdateUserBody & { id: string }) =>
  api.put<User>(`/Users/${encodeURIComponent(id)}`, body, { fallbackError: 'Failed to update user' });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
