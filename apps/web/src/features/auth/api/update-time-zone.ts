import type { AuthUser } from '@basisdesk/shared/auth/auth.schema';
import type { UpdateTimeZoneBody } from '@basisdesk/shared/users/users.schema';
import { api } from '@/lib/api-client';

/** `token` names the session the call is for, when it must not be whatever is stored by then. */
export const updateTimeZone = (body: UpdateTimeZoneBody, token?: string) =>
  api.put<AuthUser>('/users/time-zone', body, { token, fallbackError: 'Failed to update time zone' });
