import type { RegisterBody } from '@basisdesk/shared/auth/auth.schema';
import { api } from '@/lib/api-client';

/** 204: the account exists and waits for its e-mail verification. */
export const register = (body: RegisterBody) =>
  api.post<void>('/auth/register', body, { fallbackError: 'Registration failed' });
