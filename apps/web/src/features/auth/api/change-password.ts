import type { ChangePasswordBody, ChangePasswordResponse } from '@basisdesk/shared/users/users.schema';
import { api } from '@/lib/api-client';

/** The answer carries a fresh token: every earlier one stops working. */
export const changePassword = (body: ChangePasswordBody) =>
  api.put<ChangePasswordResponse>('/users/change-password', body, {
    fallbackError: 'Failed to change password',
  });
