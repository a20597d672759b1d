import type { DeleteAccountBody, DeleteAccountResponse } from '@basisdesk/shared/users/personal-data.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';

/**
 * DELETE Admin/users/{id} with the admin's own password (and code): the user is erased, their
 * tickets and payments stay under "Deleted user".
 */
export const deleteUser = ({ id, ...body }: DeleteAccountBody & { id: string }) =>
  api.delete<DeleteAccountResponse>(`/Admin/users/${encodeURIComponent(id)}`, {
    body,
    fallbackError: 'Failed to delete user',
  });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The list and its counts: the row now reads "Deleted user", Inactive.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
