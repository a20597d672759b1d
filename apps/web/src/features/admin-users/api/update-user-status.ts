import type { User, UserStatus } from '@basisdesk/shared/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
