import {
  type ConsultantProfile,
  PROFILE_MESSAGES,
  type UpdateConsultantProfileBody,
} from '@basisdesk/shared/consultants/consultant-profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OWN_PROFILE_PATH, ownProfileKey } from './get-own-profile';

/** PUT Users/consultants/me/profile: the whole profile, replaced. */
export const updateOwnProfile = (body: UpdateConsultantProfileBody) =>
  api.put<ConsultantProfile>(OWN_PROFILE_PATH, body, { fallbackError: PROFILE_MESSAGES.saveFailed });

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    // The server's answer is the profile as stored (trimmed, blanks dropped): the form shows that.
    onSuccess: (saved) => queryClient.setQueryData(ownProfileKey, saved),
  });
}
