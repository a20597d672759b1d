import type { SessionsDeps } from '../session-changes';

/**
 * Where the ticket's sessions take place, by calendar uid, as a mail says it when it goes out:
 * the consultant's link of that moment, else each session's own Jitsi Meet room. Empty when the
 * ticket is gone.
 */
export function meetingUrlsOf({ repo, places }: Pick<SessionsDeps, 'repo' | 'places'>) {
  return async (ticketId: string, calendarUids: readonly string[]): Promise<Map<string, string>> => {
    const [row] = await repo.listSessionTickets([ticketId]);
    if (!row) return new Map();
    return new Map(calendarUids.map((uid) => [uid, places.urlOf(row.consultantMeetingLink, uid)]));
  };
}
