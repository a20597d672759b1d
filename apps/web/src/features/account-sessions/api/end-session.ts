import { SIGN_IN_SESSION_MESSAGES } from '@basisdesk/shared/auth/sign-in-sessions.messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountSessionKeys } from './account-session-keys';

/** DELETE auth/sessions/{id}: that device is signed out (its live updates stop within a second). */
export const endSession = (id: string) =>
  api.delete<void>(`/auth/sessions/${encodeURIComponent(id)}`, {
    fallbackError: SIGN_IN_SESSION_MESSAGES.signOutDeviceFailed,
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // A refusal refreshes too: the session may have ended meanwhile (404), and the list says so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionKeys.all }),
  });
}
