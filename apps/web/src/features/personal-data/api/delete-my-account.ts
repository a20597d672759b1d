import type { DeleteAccountBody, DeleteAccountResponse } from '@basisdesk/shared/users/personal-data.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * DELETE users/me with the person's password (and code): they are erased, their tickets and
 * payments stay under "Deleted user". The session ends on the server with it.
 */
export const deleteMyAccount = (body: DeleteAccountBody) =>
  api.delete<DeleteAccountResponse>('/users/me', { body, fallbackError: 'Failed to delete your account' });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
