import type { SessionsDeps } from '../session-changes';
import { sessionsOf } from '../session-view';

/** Whether the ticket still has a session starting at `start` (a reminder of it is still true). */
export function isSessionStillBooked({ repo }: Pick<SessionsDeps, 'repo'>) {
  return async (ticketId: string, start: Date): Promise<boolean> =>
    (await sessionsOf(repo, ticketId)).some((session) => session.start.getTime() === start.getTime());
}
