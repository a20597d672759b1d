import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

/** For load balancers and CI: answers ok only when the database answers. */
export function registerHealthRoutes(app: AppInstance, { db }: { db: Db }) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        security: [],
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unavailable');
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
}
