import type { User } from '@basisdesk/shared/users/users.schema';
import { api } from '@/lib/api-client';

/**
 * With the bearer token of the user: also the check that the token is still good. `token` names
 * the session the answer is for, when it must not be whatever is stored by the time the call goes.
 */
export const getUser = (id: string, token?: string) =>
  api.get<User>(`/users/${encodeURIComponent(id)}`, { token });
