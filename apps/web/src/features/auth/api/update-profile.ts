import type { UpdateUserBody, User } from '@basisdesk/shared/users/users.schema';
import { api } from '@/lib/api-client';

export const updateProfile = (id: string, body: UpdateUserBody) =>
  api.put<User>(`/users/${encodeURIComponent(id)}`, body, { fallbackError: 'Failed to update profile' });
