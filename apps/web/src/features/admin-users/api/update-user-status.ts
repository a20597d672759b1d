import type { User, UserStatus } from '@basisdesk/shared/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './list-users';

export const updateUserStatus = ({ id, status }: { id: string; status: UserStatus }) =>
  api.put<User>(
    `/Users/${encodeURIComponent(id)}/status`,
    { status },
    { fallbackError: 'Failed to update user status' },
  );

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
