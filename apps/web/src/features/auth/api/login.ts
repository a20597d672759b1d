import type { LoginBody, LoginResponse } from '@basisdesk/shared/auth/auth.schema';
import { api } from '@/lib/api-client';

export const login = (body: LoginBody) =>
  api.post<LoginResponse>('/auth/login', body, { fallbackError: 'Login failed' });
