import {
  type ConsultantProfile,
  PROFILE_MESSAGES,
} from '@basisdesk/shared/consultants/consultant-profile.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const OWN_PROFILE_PATH = '/Users/consultants/me/profile';
export const ownProfileKey = ['consultant-profile', 'me'] as const;

/** GET Users/consultants/me/profile: the signed-in consultant's public profile, empty until saved. */
export const getOwnProfile = () =>
  api.get<ConsultantProfile>(OWN_PROFILE_PATH, { fallbackError: PROFILE_MESSAGES.fetchFailed });

export const ownProfileQuery = () => queryOptions({ queryKey: ownProfileKey, queryFn: getOwnProfile });

export const useOwnProfile = () => useQuery(ownProfileQuery());
