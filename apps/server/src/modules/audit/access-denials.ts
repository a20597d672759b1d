import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { currentRequestContext } from '../../lib/request-context';
import type { AuditService } from './audit.service';

/** The same denial (who, or from where, and which route) is recorded once in this long. */
const REPEAT_WINDOW_MS = 60_000;
/** Past this many remembered denials the memory starts afresh: a flood cannot grow it. */
const MAX_REMEMBERED = 10_000;

/**
 * Every 403 of the API is an `access.denied` record (decision 039), written once the answer has
 * gone, whichever guard or use case refused. A person, or an address, repeating the same refused
 * call is recorded once a minute on each node, so a loop cannot fill the log.
 */
export function registerAccessDenials(
  app: FastifyInstance,
  { audit, clock }: { audit: AuditService; clock: Clock },
) {
  const lastRecorded = new Map<string, number>();
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 403 || !request.url.toLowerCase().startsWith('/api/')) return;
    const context = request.requestContext ?? currentRequestContext();
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const who = context?.actor?.id ?? request.ip;
    const key = `${who} ${route}`;
    const now = clock.now().getTime();
    const last = lastRecorded.get(key);
    if (last !== undefined && now - last < REPEAT_WINDOW_MS) return;
    if (lastRecorded.size >= MAX_REMEMBERED) lastRecorded.clear();
    lastRecorded.set(key, now);
    try {
      await audit.record({ action: 'access.denied', target: { type: 'route', id: route } });
    } catch (error) {
      request.log.error({ err: error }, 'Access denial not recorded');
    }
  });
}
