import { Readable } from 'node:stream';
import {
  AUDIT_EXPORT_MAX_ROWS,
  auditExportQuerySchema,
  auditListQuerySchema,
  auditPageSchema,
} from '@basisdesk/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthGuards } from '../../plugins/auth';
import type { AuditService } from './audit.service';
import { auditCsv } from './audit-csv';

/** The CSV itself, streamed: declared for the OpenAPI document, never serialized. */
const auditCsvResponse = {
  description: 'The filtered audit records as CSV (RFC 4180), newest first',
  content: {
    'text/csv': { schema: z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string' }) },
  },
};

/** The audit log (decision 039): admins read it, filter it and take it away as CSV. */
export function registerAuditRoutes(
  app: AppInstance,
  { audit, guards, clock }: { audit: AuditService; guards: AuthGuards; clock: Clock },
) {
  const tags = ['admin'];

  app.get(
    '/admin/audit',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary:
          'The audit log, newest first, filtered by actor, action (a name or a prefix), target and UTC days',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => audit.listEvents(request.query),
  );

  app.get(
    '/admin/audit/export.csv',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: `The filtered audit log as CSV, streamed (at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')} rows)`,
        querystring: auditExportQuerySchema,
        response: { 200: auditCsvResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const day = clock.now().toISOString().slice(0, 10);
      const rows = audit.exportEvents(request.query, AUDIT_EXPORT_MAX_ROWS);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(auditCsv(rows)));
    },
  );
}
