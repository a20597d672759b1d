import {
  adminNotificationPageSchema,
  adminNotificationSchema,
  idParamsSchema,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeTargetSchema,
  updateNotificationPreferencesBodySchema,
} from '@basisdesk/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];

/** RFC 8058 one-click POSTs carry `List-Unsubscribe=One-Click` as a form; the token is in the URL. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export function registerNotificationsRoutes(
  app: AppInstance,
  { notifications, guards }: { notifications: NotificationsService; guards: AuthGuards },
) {
  app.get(
    '/notifications/preferences',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Which mails you get, per category (security notices always)',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    (request) => notifications.getPreferences(principalOf(request)),
  );

  app.put(
    '/notifications/preferences',
    {
      onRequest: guards.authenticate,
      schema: {
        tags,
        summary: 'Switch categories of mail on or off',
        body: updateNotificationPreferencesBodySchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => notifications.updatePreferences(principalOf(request), request.body),
  );

  app.get(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: "An unsubscribe link's person and category (no sign-in)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeTargetSchema, ...errorResponses(400) },
      },
    },
    (request) => notifications.describeUnsubscribe(request.query.token),
  );

  // The body of a one-click POST says nothing the URL does not: read as text and ignored.
  app.register(async (oneClick) => {
    for (const type of FORM_TYPES) {
      oneClick.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    }
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/notifications/unsubscribe',
      {
        schema: {
          tags,
          summary: "One-click unsubscribe (RFC 8058): the link's category off, no sign-in",
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeTargetSchema, ...errorResponses(400) },
        },
      },
      (request) => notifications.unsubscribe(request.query.token),
    );
  });

  app.get(
    '/admin/notifications',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Every notification, newest first, filtered by status, event and recipient',
        querystring: notificationListQuerySchema,
        response: { 200: adminNotificationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => notifications.listForAdmin(request.query),
  );

  app.post(
    '/admin/notifications/:id/resend',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary: 'Queue a failed or skipped notification again',
        params: idParamsSchema,
        response: { 200: adminNotificationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => notifications.resend(request.params.id),
  );
}
