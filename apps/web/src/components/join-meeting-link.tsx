import type { MeetingPlace } from '@basisdesk/shared/consultants/meeting-link';
import { Video } from 'lucide-react';

/**
 * Where a session takes place, as a link that opens the meeting in a new tab ('Join on Zoom').
 * The agenda and the ticket's sessions show it; the server gives it only to the session's people.
 */
export function JoinMeetingLink({ meeting }: { meeting: MeetingPlace }) {
  return (
    <a
      href={meeting.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-text underline-offset-4 hover:underline"
      data-testid="join-meeting"
    >
      <Video className="size-4 shrink-0" aria-hidden="true" />
      {meeting.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
