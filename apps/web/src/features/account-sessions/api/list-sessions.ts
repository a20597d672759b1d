import {
  SIGN_IN_SESSION_MESSAGES,
  type SignInSessionList,
} from '@basisdesk/shared/auth/sign-in-sessions.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountSessionKeys } from './account-session-keys';

/** GET auth/sessions: where the signed-in person is signed in, newest first, this one marked. */
export const listSessions = () =>
  api.get<SignInSessionList>('/auth/sessions', { fallbackError: SIGN_IN_SESSION_MESSAGES.loadFailed });

export const sessionsQuery = () =>
  queryOptions({ queryKey: accountSessionKeys.list(), queryFn: listSessions });

export const useSessions = () => useQuery(sessionsQuery());
