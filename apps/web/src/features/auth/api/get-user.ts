import type { User } from '@basisdesk/shared/users/users.schema';
import { api } from '@/lib/api-client';

/** With the bearer token of the user: also the check that the token is still good. */
export const getUser = (id: string) => api.get<User>(`/users/${encodeURIComponent(id)}`);
