import type { ResetPasswordBody } from '@basisdesk/shared/auth/password-reset.schema';
import { api } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  api.post<{ message: string }>('/auth/reset-password', body, {
    fallbackError: 'Could not reset the password',
  });
