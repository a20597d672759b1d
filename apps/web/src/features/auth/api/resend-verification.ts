import type { ResendVerificationBody } from '@basisdesk/shared/auth/auth.schema';
import { api } from '@/lib/api-client';

/** 202 with the same words for any address: whether it waits for verification is never told. */
export const resendVerification = (body: ResendVerificationBody) =>
  api.post<{ message: string }>('/auth/resend-verification', body, {
    fallbackError: 'Could not send the verification link',
  });
