import {
  MEETING_LINK_MESSAGES,
  type MeetingLinkSetting,
  type UpdateMeetingLinkBody,
} from '@basisdesk/shared/consultants/meeting-link';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { availabilityKeys } from './availability-keys';

/** GET Users/consultants/me/meeting-link: where the signed-in consultant's sessions take place. */
export const getMeetingLink = (signal?: AbortSignal) =>
  api.get<MeetingLinkSetting>('/Users/consultants/me/meeting-link', {
    signal,
    fallbackError: 'Failed to load the meeting link',
  });

export const meetingLinkQuery = () =>
  queryOptions({
    queryKey: availabilityKeys.meetingLink(),
    queryFn: ({ signal }) => getMeetingLink(signal),
    staleTime: 5 * 60_000,
  });

export const useMeetingLink = () => useQuery(meetingLinkQuery());

/** PUT Users/consultants/me/meeting-link: a link of one's own, or null for a Jitsi Meet room per session. */
export const saveMeetingLink = (body: UpdateMeetingLinkBody) =>
  api.put<MeetingLinkSetting>('/Users/consultants/me/meeting-link', body, {
    fallbackError: MEETING_LINK_MESSAGES.saveFailed,
  });

export function useSaveMeetingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeetingLink,
    onSuccess: (saved) => queryClient.setQueryData(availabilityKeys.meetingLink(), saved),
  });
}
