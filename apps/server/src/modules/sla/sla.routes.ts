import { orderParamsSchema, slaSettingsSchema, ticketSlaSchema } from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { SlaService } from './sla.service';

/** SLA policies (admins) and a ticket's clocks (its people and admins), decision 057. */
export function registerSlaRoutes(
  app: AppInstance,
  { sla, guards }: { sla: SlaService; guards: AuthGuards },
) {
  app.get(
    '/Admin/sla-settings',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The SLA targets per priority, whose business hours count, and the platform calendar',
        response: { 200: slaSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => sla.getSettings(),
  );

  app.put(
    '/Admin/sla-settings',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Replace the SLA settings; clocks running read the new targets from their next change',
        body: slaSettingsSchema,
        response: { 200: slaSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sla.updateSettings(principalOf(request).id, request.body),
  );

  app.get(
    '/SupportRequests/:orderId/sla',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['tickets'],
        summary:
          "A ticket's first-response and resolution clocks, and every event that moved them; null for a ticket booked before SLAs",
        params: orderParamsSchema,
        response: { 200: ticketSlaSchema.nullable(), ...errorResponses(401, 404) },
      },
    },
    async (request) => sla.getTicketSla(principalOf(request), request.params.orderId),
  );
}
