import { AUTH_MESSAGES } from '@basisdesk/shared/auth/auth.messages';
import { api } from '@/lib/api-client';

export const confirmEmail = (token: string) =>
  api.post<{ message: string }>(
    '/auth/confirm-email',
    { token },
    { fallbackError: AUTH_MESSAGES.verificationFailed },
  );
