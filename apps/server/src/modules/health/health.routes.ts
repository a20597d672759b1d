import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import type { DependencyState, HealthChecks } from './health-checks';

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  redis: z.enum(['up', 'down', 'not-configured']),
});
const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

/** A node without its database serves nothing: it is taken out of rotation until the database answers. */
const databaseUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Database unavailable', { retryAfterSeconds: 5 });

const redisStateOf = (redis: DependencyState) =>
  redis.state === 'none' ? ('not-configured' as const) : redis.state;

/**
 * Liveness (the process answers: restart it if not), readiness (send it requests: its database
 * answers) and the original database check, kept for its callers (CI, the browser tests, the
 * admin's System Health). None needs a session.
 */
export function registerHealthRoutes(app: AppInstance, { checks }: { checks: HealthChecks }) {
  const requireDatabase = async (log: { error(object: object, message: string): void }) => {
    const database = await checks.database();
    if (database.state !== 'up') {
      log.error(
        { err: database.state === 'down' ? database.reason : undefined },
        'Health check: database unavailable',
      );
      throw databaseUnavailable();
    }
  };

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database, no Redis: never slow, whatever they do)',
        security: [],
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 503 while the database does not answer within 2 s; Redis is reported, never required',
        security: [],
        response: { 200: readySchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const [redis] = await Promise.all([checks.redis(), requireDatabase(request.log)]);
      return { status: 'ready' as const, database: 'up' as const, redis: redisStateOf(redis) };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The database check (as readiness, without Redis): 503 while the database does not answer',
        security: [],
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      await requireDatabase(request.log);
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
}
