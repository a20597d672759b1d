import {
  type EndOtherSessionsResponse,
  SIGN_IN_SESSION_MESSAGES,
} from '@basisdesk/shared/auth/sign-in-sessions.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountSessionKeys } from './account-session-keys';

/** POST auth/sessions/end-others: every session but this one is signed out; answers how many. */
export const endOtherSessions = () =>
  api.post<EndOtherSessionsResponse>('/auth/sessions/end-others', undefined, {
    fallbackError: SIGN_IN_SESSION_MESSAGES.signOutEverywhereElseFailed,
  });

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionKeys.all }),
  });
}
