import crypto from 'node:crypto';
import { JITSI_ROOM_BASE } from '@basisdesk/shared';

/**
 * Where a session takes place (decision 051): the consultant's own link when they set one, else a
 * Jitsi Meet room of the session's own. The room is named from the session's calendar uid, signed
 * with a key derived from the JWT secret: fixed at booking and kept when the session moves (the uid
 * is), the same on every node and for sessions booked before rooms existed, and unguessable from
 * the uid, which both people see in their invite.
 */
export function createMeetingPlaces({ secret }: { secret: string }) {
  const key = crypto.createHmac('sha256', secret).update('basisdesk:meeting-room:v1').digest();
  const roomOf = (calendarUid: string) =>
    `${JITSI_ROOM_BASE}${crypto.createHmac('sha256', key).update(calendarUid).digest('hex').slice(0, 32)}`;
  return {
    /** The session's link: the consultant's, or its Jitsi Meet room when they have none. */
    urlOf: (consultantLink: string | null, calendarUid: string): string =>
      consultantLink ?? roomOf(calendarUid),
  };
}

export type MeetingPlaces = ReturnType<typeof createMeetingPlaces>;
