import { BYTES_PER_MB, MESSAGING_MAX_FILE_SIZE_MB_MAX } from '@basisdesk/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from './app-services';
import { registerAccessDenials } from './modules/audit/access-denials';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerAvailabilityRoutes } from './modules/availability/availability.routes';
import { registerAvailabilityPatternsRoutes } from './modules/availability/availability-patterns.routes';
import { registerBillingDetailsRoutes } from './modules/billing-details/billing-details.routes';
import { registerConsultantsRoutes } from './modules/consultants/consultants.routes';
import { registerDomainRestrictionsRoutes } from './modules/domain-restrictions/domain-restrictions.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerLiveRoutes } from './modules/live/live.routes';
import { registerMessagingRoutes } from './modules/messaging/messaging.routes';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { registerPersonalDataRoutes } from './modules/personal-data/personal-data.routes';
import { registerRatingsRoutes } from './modules/ratings/ratings.routes';
import { registerReceiptsRoutes } from './modules/receipts/receipts.routes';
import { registerSecondFactorRoutes } from './modules/second-factor/second-factor.routes';
import { registerSessionsRoutes } from './modules/sessions/sessions.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerSignInSessionsRoutes } from './modules/sign-in-sessions/sign-in-sessions.routes';
import { registerSlaRoutes } from './modules/sla/sla.routes';
import { registerSocialAuthRoutes } from './modules/social-auth/social-auth.routes';
import { registerSrIdentifiersRoutes } from './modules/sr-identifiers/sr-identifiers.routes';
import { registerTaxonomyRoutes } from './modules/taxonomy/taxonomy.routes';
import { registerTicketsRoutes } from './modules/tickets/tickets.routes';
import { registerUsersRoutes } from './modules/users/users.routes';
import type { AuthGuards } from './plugins/auth';

/** The JSON API under /api (DESIGN §5): each module's routes with the services they call. */
export async function registerApiRoutes(app: FastifyInstance, services: AppServices, guards: AuthGuards) {
  const {
    health,
    auth,
    secondFactor,
    passwordReset,
    socialAuth,
    users,
    personalData,
    settings,
    platformSettings,
    domainRestrictions,
    taxonomy,
    consultants,
    srIdentifiers,
    availability,
    availabilityPatterns,
    tickets,
    sessions,
    ratings,
    payments,
    billingDetails,
    receipts,
    sla,
    notifications,
    signInSessions,
    live,
    streamTickets,
    streamSlots,
    messaging,
    uploadSpoolDirectory,
    clock,
    audit,
  } = services;
  // Every 403 below is on record (decision 039).
  registerAccessDenials(app, { audit, clock });
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerHealthRoutes(typed, { checks: health });
      registerAuthRoutes(typed, { auth, passwordReset });
      registerSecondFactorRoutes(typed, { secondFactor, auth, guards });
      registerSocialAuthRoutes(typed, { socialAuth });
      registerSignInSessionsRoutes(typed, { signInSessions, guards });
      registerUsersRoutes(typed, { users, guards });
      registerPersonalDataRoutes(typed, { personalData, guards });
      registerSettingsRoutes(typed, { settings, platformSettings, guards });
      registerDomainRestrictionsRoutes(typed, { domainRestrictions, guards });
      registerAuditRoutes(typed, { audit, guards, clock });
      registerTaxonomyRoutes(typed, { taxonomy, guards });
      registerConsultantsRoutes(typed, { consultants, guards });
      registerSrIdentifiersRoutes(typed, { srIdentifiers, guards });
      registerAvailabilityRoutes(typed, { availability, guards });
      registerAvailabilityPatternsRoutes(typed, { patterns: availabilityPatterns, guards });
      registerTicketsRoutes(typed, { tickets, guards });
      registerSessionsRoutes(typed, { sessions, guards });
      registerRatingsRoutes(typed, { ratings, guards });
      registerPaymentsRoutes(typed, { payments, guards });
      registerBillingDetailsRoutes(typed, { billingDetails, guards });
      registerReceiptsRoutes(typed, { receipts, guards });
      registerSlaRoutes(typed, { sla, guards });
      registerNotificationsRoutes(typed, { notifications, guards });
      registerLiveRoutes(typed, {
        hub: live,
        tickets: streamTickets,
        slots: streamSlots,
        guards,
        loadPrincipal: signInSessions.loadPrincipal,
        clock,
      });
      await api.register(
        async (scope) => {
          // Multipart only here; each upload passes the MessagingMaxFileSizeMB limit of the moment.
          await scope.register(multipart, {
            limits: { fileSize: MESSAGING_MAX_FILE_SIZE_MB_MAX * BYTES_PER_MB, files: 1, fields: 5 },
            throwFileSizeLimit: true,
          });
          registerMessagingRoutes(scope.withTypeProvider<ZodTypeProvider>(), {
            messaging,
            guards,
            spoolDirectory: uploadSpoolDirectory,
          });
        },
        { prefix: '/messaging' },
      );
    },
    { prefix: '/api' },
  );
}
