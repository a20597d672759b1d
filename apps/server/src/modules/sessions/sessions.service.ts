import { createMeetingPlaces } from './meeting-places';
import type { SessionsDeps } from './session-changes';
import { cancelSession } from './use-cases/cancel-session';
import { isSessionStillBooked } from './use-cases/is-session-still-booked';
import { listSessionsStartingBetween } from './use-cases/list-sessions-starting-between';
import { listTicketSessions } from './use-cases/list-ticket-sessions';
import { listUpcoming } from './use-cases/list-upcoming';
import { meetingUrlsOf } from './use-cases/meeting-urls-of';
import { releaseOnFinish } from './use-cases/release-on-finish';
import { rescheduleSession } from './use-cases/reschedule-session';

/**
 * Booked sessions (decision 021): agendas, a ticket's sessions, cancel / release and reschedule,
 * and the release of a finished ticket's future slots. A customer may change a session until the
 * cut-off (BookingChangeCutoffHours before it starts); its consultant or an admin until it starts.
 * Changes are told as events (session.events.ts) through `emit`. `meetingSecret` (the JWT
 * secret) names each session's Jitsi Meet room (decision 051).
 */
export function createSessionsService({
  meetingSecret,
  ...rest
}: Omit<SessionsDeps, 'places'> & { meetingSecret: string }) {
  const deps: SessionsDeps = { ...rest, places: createMeetingPlaces({ secret: meetingSecret }) };
  return {
    listUpcoming: listUpcoming(deps),
    listForTicket: listTicketSessions(deps),
    listSessionsStartingBetween: listSessionsStartingBetween(deps),
    isSessionStillBooked: isSessionStillBooked(deps),
    meetingUrlsOf: meetingUrlsOf(deps),
    cancel: cancelSession(deps),
    reschedule: rescheduleSession(deps),
    /** A `ticket.status-changed` listener (subscribed first, in app-services.ts). */
    releaseOnFinish: releaseOnFinish(deps),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
