import type { ForgotPasswordBody } from '@basisdesk/shared/auth/password-reset.schema';
import { api } from '@/lib/api-client';

/** 202 with the same words for any address: whether it has an account is never told. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  api.post<{ message: string }>('/auth/forgot-password', body, {
    fallbackError: 'Could not send the reset link',
  });
