import type { DomainEvents } from '../../lib/domain-events';
import type { Logger } from '../../lib/logger';
import type { SignInSessionEvents } from '../sign-in-sessions/sign-in-session.events';
import type { LiveHub } from './live-hub';

/**
 * Ended sign-in sessions close their live streams on every node (decision 032): the hub's control
 * message goes out once the change that ended them has committed, and never for one that rolled
 * back (a sign-out that failed keeps its streams).
 */
export function registerSessionEndEvents(
  bus: Pick<DomainEvents<SignInSessionEvents>, 'on'>,
  { live, log }: { live: Pick<LiveHub, 'endSessions'>; log: Logger },
): void {
  bus.on('sign-in-session.ended', async ({ sessionIds }) => () => {
    live.endSessions(sessionIds).catch((error: unknown) => {
      log.warn({ err: error }, 'Live streams of ended sessions not told to close');
    });
  });
}
