import { BYTES_PER_MB, LIVE_TICKET_TTL_SECONDS, MESSAGING_MAX_FILE_SIZE_MB_MAX } from '@basisdesk/shared';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { createFileStore } from './lib/file-store/create-file-store';
import { serializeRequest } from './lib/log-redaction';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limiter';
import { createSupabaseTokenVerifier } from './lib/supabase-tokens';
import { createTokenService } from './lib/tokens';
import { getWebAppConfig } from './lib/web-app-config';
import { createAuthRepository } from './modules/auth/auth.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createAvailabilityRepository } from './modules/availability/availability.repository';
import { registerAvailabilityRoutes } from './modules/availability/availability.routes';
import { createAvailabilityService } from './modules/availability/availability.service';
import { createAvailabilityPatternsRepository } from './modules/availability/availability-patterns.repository';
import { registerAvailabilityPatternsRoutes } from './modules/availability/availability-patterns.routes';
import { createAvailabilityPatternsService } from './modules/availability/availability-patterns.service';
import { createWeeklyFillJob, WEEKLY_FILL_JOB } from './modules/availability/weekly-fill.job';
import { createBackgroundJobsRepository } from './modules/background-jobs/background-jobs.repository';
import {
  type BackgroundJobsService,
  createBackgroundJobsService,
} from './modules/background-jobs/background-jobs.service';
import { createJobRunner } from './modules/background-jobs/job-runner';
import { createConsultantsRepository } from './modules/consultants/consultants.repository';
import { registerConsultantsRoutes } from './modules/consultants/consultants.routes';
import { createConsultantsService } from './modules/consultants/consultants.service';
import { createDomainRestrictionsRepository } from './modules/domain-restrictions/domain-restrictions.repository';
import { registerDomainRestrictionsRoutes } from './modules/domain-restrictions/domain-restrictions.routes';
import { createDomainRestrictionsService } from './modules/domain-restrictions/domain-restrictions.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerLiveRoutes } from './modules/live/live.routes';
import { createLiveHub, type LiveHub } from './modules/live/live-hub';
import { createStreamTickets } from './modules/live/stream-tickets';
import { createTicketEventsListener } from './modules/live/ticket-events';
import { createMessagingRepository } from './modules/messaging/messaging.repository';
import { registerMessagingRoutes } from './modules/messaging/messaging.routes';
import { createMessagingService } from './modules/messaging/messaging.service';
import type { MessagingEvents } from './modules/messaging/messaging-events';
import {
  createNotificationDelivery,
  type NotificationDelivery,
} from './modules/notifications/notification-delivery';
import {
  createNotificationSources,
  type NotificationSources,
} from './modules/notifications/notification-sources';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { renderNotification } from './modules/notifications/render-notification';
import { createTicketChangeNotices } from './modules/notifications/ticket-change-notices';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';
import { createPaymentProvider } from './modules/payments/create-payment-provider';
import { createPaymentEventsService } from './modules/payments/payment-events.service';
import { createPaymentReconciliation } from './modules/payments/payment-reconciliation.service';
import { createPaymentWebhooksService } from './modules/payments/payment-webhooks.service';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService, RECONCILE_JOB } from './modules/payments/payments.service';
import { createRatingsRepository } from './modules/ratings/ratings.repository';
import { registerRatingsRoutes } from './modules/ratings/ratings.routes';
import { createRatingsService } from './modules/ratings/ratings.service';
import { createReceiptsRepository } from './modules/receipts/receipts.repository';
import { registerReceiptsRoutes } from './modules/receipts/receipts.routes';
import { createReceiptsService } from './modules/receipts/receipts.service';
import { createPlatformSettingsService } from './modules/settings/platform-settings.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { createSocialAuthRepository } from './modules/social-auth/social-auth.repository';
import { registerSocialAuthRoutes } from './modules/social-auth/social-auth.routes';
import { createSocialAuthService } from './modules/social-auth/social-auth.service';
import { createSrIdentifiersRepository } from './modules/sr-identifiers/sr-identifiers.repository';
import { registerSrIdentifiersRoutes } from './modules/sr-identifiers/sr-identifiers.routes';
import { createSrIdentifiersService } from './modules/sr-identifiers/sr-identifiers.service';
import { createTaxonomyRepository } from './modules/taxonomy/taxonomy.repository';
import { registerTaxonomyRoutes } from './modules/taxonomy/taxonomy.routes';
import { createTaxonomyService } from './modules/taxonomy/taxonomy.service';
import { createSessionsRepository } from './modules/tickets/sessions.repository';
import { registerSessionsRoutes } from './modules/tickets/sessions.routes';
import { createSessionsService } from './modules/tickets/sessions.service';
import { createTicketsRepository } from './modules/tickets/tickets.repository';
import { registerTicketsRoutes } from './modules/tickets/tickets.routes';
import { createTicketsService, type TicketStatusListener } from './modules/tickets/tickets.service';
import { createUsersRepository } from './modules/users/users.repository';
import { registerUsersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerAuthGuards } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInFlightDrain } from './plugins/in-flight';
import { RequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { responseSerializerCompiler } from './plugins/serializer';
import { registerStaticWeb } from './plugins/static-web';

/** Configuration after start-up has resolved the secret (from the environment or DATA_DIR). */
export type AppConfig = Env & { JWT_SECRET: string };

export interface AppDeps {
  database: Database;
  /** Shared counters and fan-out across app nodes; in-process when absent. */
  redis?: Redis;
  mailer?: Mailer;
  /**
   * Where the log goes (stdout when absent): main.ts passes stdout, or the short-line stream at a
   * terminal; tests read it to prove what is and is never logged.
   */
  logStream?: NodeJS.WritableStream;
  /** The time rules are judged by (slots in the past, the window ahead); the system clock when absent. */
  clock?: Clock;
  /** Razorpay calls time out after this long (tests make it short); 10 s when absent. */
  paymentProviderTimeoutMs?: number;
  /**
   * Who hears of messaging changes (new messages, reads, archive): the live hub unless a test
   * passes its own listener.
   */
  messagingEvents?: MessagingEvents;
  /** Run due background jobs on a timer (main.ts); tests call `app.backgroundJobs.runDue()` instead. */
  runBackgroundJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable jobs of this node (decision 015): runDue() for tests and the timer. */
    backgroundJobs: Pick<BackgroundJobsService, 'runDue'>;
    /** This node's live-event hub (decision 018): modules publish through it, streams listen. */
    live: LiveHub;
    /** What the notification delivery reads from the modules at send time (decision 024). */
    notificationSources: NotificationSources;
    /** This node's mail delivery (decision 024): deliverDue() for tests and the timer. */
    notificationDelivery: Pick<NotificationDelivery, 'deliverDue'>;
  }
}

const JOB_INTERVAL_MS = 15_000;
const MAIL_INTERVAL_MS = 1000;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole application; main.ts serves it and tests `inject` into the very same thing. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: serializeRequest },
      redact: { paths: ['req.headers.authorization', '*.password', '*.token'], censor: '[REDACTED]' },
      ...(deps.logStream && { stream: deps.logStream }),
    },
    logController: new RequestLog(),
    routerOptions: { caseSensitive: false },
    // A URL that cannot be decoded never reaches a route: answer it in the one error shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.status(400).send({ error: error.message, code: 'MALFORMED_REQUEST' });
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerInFlightDrain(app, { timeoutMs: 5000 });

  const { db } = deps.database;
  const clock = deps.clock ?? systemClock;
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM ?? `${config.APP_NAME} <no-reply@${new URL(config.APP_URL).hostname}>`,
      outboxDir: `${config.DATA_DIR}/outbox`,
      logger: app.log,
      timeoutSeconds: config.MAIL_TIMEOUT_SECONDS,
    });
  const tokens = createTokenService({ secret: config.JWT_SECRET, ttlMinutes: config.TOKEN_TTL_MINUTES });
  const limiter = createRateLimiter({
    redis: deps.redis,
    onStoreError: (error) => app.log.warn({ err: error }, 'Rate-limit store unavailable; request allowed'),
  });

  // The outbox (decision 024): every module that tells people writes its mails in its transaction.
  const notificationsRepo = createNotificationsRepository(db, {
    mailDomain: new URL(config.APP_URL).hostname,
  });
  const unsubscribeTokens = createUnsubscribeTokens({ secret: config.JWT_SECRET });
  const notifications = createNotificationsService({
    repo: notificationsRepo,
    tokens: unsubscribeTokens,
    clock,
    enabled: config.NOTIFICATIONS_ENABLED,
  });
  const users = createUsersService({ repo: createUsersRepository(db), tokens, notifications });
  const settings = createSettingsService({ repo: createSettingsRepository(db) });
  const domainRestrictions = createDomainRestrictionsService({
    repo: createDomainRestrictionsRepository(db),
  });
  const taxonomy = createTaxonomyService({ repo: createTaxonomyRepository(db) });
  const consultants = createConsultantsService({ repo: createConsultantsRepository(db), users, taxonomy });
  const auth = createAuthService({
    repo: createAuthRepository(db),
    users,
    settings,
    domainRestrictions,
    tokens,
    mailer,
    limiter,
    appUrl: config.APP_URL,
    appName: config.APP_NAME,
  });
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepository(db),
    users,
    mailer,
    limiter,
    clock,
    log: app.log,
    appUrl: config.APP_URL,
    appName: config.APP_NAME,
  });
  const socialAuth = createSocialAuthService({
    repo: createSocialAuthRepository(db),
    verifier: config.SUPABASE_URL ? createSupabaseTokenVerifier({ supabaseUrl: config.SUPABASE_URL }) : null,
    auth,
    users,
    settings,
    domainRestrictions,
    limiter,
  });

  const platformSettings = createPlatformSettingsService({ tokens, auth, mailer, uploads: settings });

  const srIdentifiers = createSrIdentifiersService({ repo: createSrIdentifiersRepository(db) });
  const availabilityRepo = createAvailabilityRepository(db);
  const availability = createAvailabilityService({ repo: availabilityRepo, users, clock });
  const availabilityPatterns = createAvailabilityPatternsService({
    repo: createAvailabilityPatternsRepository(db),
    slots: availabilityRepo,
    users,
    clock,
  });
  // Live updates (decision 018): one hub per node, fanned out through Redis when there is one.
  const live = createLiveHub({
    redis: deps.redis,
    onError: (error) => app.log.warn({ err: error }, 'Live event not published'),
  });
  app.decorate('live', live);
  const streamTickets = createStreamTickets({ redis: deps.redis, ttlSeconds: LIVE_TICKET_TTL_SECONDS });
  // Filled below once messaging exists: messaging reads tickets, and tickets tell it of changes.
  const statusListeners: TicketStatusListener[] = [];
  const ticketsRepo = createTicketsRepository(db);
  const tickets = createTicketsService({
    repo: ticketsRepo,
    taxonomy,
    consultants,
    srIdentifiers,
    users,
    clock,
    notifications,
    statusListeners,
  });
  const fileStore = createFileStore(config);
  const messaging = createMessagingService({
    repo: createMessagingRepository(db),
    tickets,
    settings,
    files: fileStore,
    // The live hub (decision 018); a test may listen in instead.
    events: deps.messagingEvents ?? live,
    notifications,
    clock,
    log: app.log,
  });
  const sessions = createSessionsService({
    repo: createSessionsRepository(db),
    tickets: ticketsRepo,
    settings,
    notifications,
    clock,
  });
  statusListeners.push(
    // First: the slots a finished ticket frees are part of the change the others tell people of.
    sessions.releaseOnFinish,
    createTicketChangeNotices({ notifications, listAdminIds: users.listActiveAdminIds }),
    messaging.onTicketStatusChanged,
    createTicketEventsListener({ live, listAdminIds: users.listActiveAdminIds }),
  );
  const ratings = createRatingsService({ repo: createRatingsRepository(db), users, tickets, notifications });
  const receipts = createReceiptsService({
    repo: createReceiptsRepository(db),
    tickets,
    issuer: {
      legalName: config.PLATFORM_LEGAL_NAME ?? config.APP_NAME,
      address: config.PLATFORM_ADDRESS,
      gstin: config.PLATFORM_GSTIN,
    },
  });

  const notificationSources = createNotificationSources({ tickets, sessions, receipts, messaging });
  app.decorate('notificationSources', notificationSources);
  const appUrl = new URL(config.APP_URL);
  const notificationDelivery = createNotificationDelivery({
    repo: notificationsRepo,
    mailer,
    sources: notificationSources,
    render: renderNotification,
    tokens: unsubscribeTokens,
    brand: {
      appName: config.APP_NAME,
      appUrl: config.APP_URL,
      supportEmail: config.SUPPORT_EMAIL,
      supportPhone: config.SUPPORT_PHONE,
      mailDomain: appUrl.hostname,
    },
    clock,
    // Longer than one send can take (each SMTP wait is bounded), so a live sender keeps its rows.
    leaseSeconds: 2 * config.MAIL_TIMEOUT_SECONDS + 10,
    log: app.log,
  });
  app.decorate('notificationDelivery', notificationDelivery);

  const paymentProvider = createPaymentProvider(config, deps.paymentProviderTimeoutMs);
  const paymentsRepo = createPaymentsRepository(db);
  const paymentEvents = createPaymentEventsService({ repo: paymentsRepo, tickets, clock, log: app.log });
  const paymentWebhooks = createPaymentWebhooksService({
    provider: paymentProvider,
    events: paymentEvents,
    repo: paymentsRepo,
    users,
    log: app.log,
  });
  const backgroundJobs = createBackgroundJobsService({
    repo: createBackgroundJobsRepository(db),
    clock,
    logger: app.log,
    handlers: {
      [RECONCILE_JOB]: createPaymentReconciliation({
        repo: paymentsRepo,
        provider: paymentProvider,
        events: paymentEvents,
        log: app.log,
      }),
      [WEEKLY_FILL_JOB.kind]: createWeeklyFillJob({ patterns: availabilityPatterns, log: app.log }),
    },
  });
  // The hourly weekly-availability fill exists from the first start on (tests run it with runDue).
  app.addHook('onReady', async () => {
    await backgroundJobs.schedule({ ...WEEKLY_FILL_JOB, runAt: clock.now() });
  });
  const payments = createPaymentsService({
    repo: paymentsRepo,
    provider: paymentProvider,
    events: paymentEvents,
    webhooks: paymentWebhooks,
    tickets,
    jobs: backgroundJobs,
    clock,
    log: app.log,
    reconcileAfterSeconds: config.PAYMENT_RECONCILE_AFTER_SECONDS,
  });
  app.decorate('backgroundJobs', backgroundJobs);

  registerSecurityHeaders(app, { connectSources: config.SUPABASE_URL ? [config.SUPABASE_URL] : [] });
  if (deps.runBackgroundJobs) {
    const runner = createJobRunner({
      runDue: backgroundJobs.runDue,
      intervalMs: JOB_INTERVAL_MS,
      onError: (error) => app.log.error({ err: error }, 'Background jobs pass failed'),
    });
    // Mail goes out within a second of its change; the claim query is one index probe when idle.
    const mailRunner = createJobRunner({
      runDue: notificationDelivery.deliverDue,
      intervalMs: MAIL_INTERVAL_MS,
      onError: (error) => app.log.error({ err: error }, 'Mail delivery pass failed'),
    });
    app.addHook('onReady', async () => {
      runner.start();
      if (config.NOTIFICATIONS_ENABLED) mailRunner.start();
    });
    // Before the database closes (main.ts closes it after the app): the passes in progress end first.
    app.addHook('onClose', async () => {
      await Promise.all([runner.stop(), mailRunner.stop()]);
    });
  }
  await registerDocs(app, { appName: config.APP_NAME });
  const guards = registerAuthGuards(app, { tokens, loadPrincipal: users.getPrincipal });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerHealthRoutes(typed, { db });
      registerAuthRoutes(typed, { auth, passwordReset });
      registerSocialAuthRoutes(typed, { socialAuth });
      registerUsersRoutes(typed, { users, guards });
      registerSettingsRoutes(typed, { settings, platformSettings, guards });
      registerDomainRestrictionsRoutes(typed, { domainRestrictions, guards });
      registerTaxonomyRoutes(typed, { taxonomy, guards });
      registerConsultantsRoutes(typed, { consultants, guards });
      registerSrIdentifiersRoutes(typed, { srIdentifiers, guards });
      registerAvailabilityRoutes(typed, { availability, guards });
      registerAvailabilityPatternsRoutes(typed, { patterns: availabilityPatterns, guards });
      registerTicketsRoutes(typed, { tickets, guards });
      registerSessionsRoutes(typed, { sessions, guards });
      registerRatingsRoutes(typed, { ratings, guards });
      registerPaymentsRoutes(typed, { payments, webhooks: paymentWebhooks, guards });
      registerReceiptsRoutes(typed, { receipts, guards });
      registerNotificationsRoutes(typed, { notifications, guards });
      registerLiveRoutes(typed, {
        hub: live,
        tickets: streamTickets,
        guards,
        loadPrincipal: users.getPrincipal,
      });
      await api.register(
        async (scope) => {
          // Multipart only here; each upload passes the MessagingMaxFileSizeMB limit of the moment.
          await scope.register(multipart, {
            limits: { fileSize: MESSAGING_MAX_FILE_SIZE_MB_MAX * BYTES_PER_MB, files: 1, fields: 5 },
            throwFileSizeLimit: true,
          });
          registerMessagingRoutes(scope.withTypeProvider<ZodTypeProvider>(), { messaging, guards });
        },
        { prefix: '/messaging' },
      );
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, { webDistDir: config.WEB_DIST_DIR, webAppConfig: getWebAppConfig(config) });
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', async () => fileStore.destroy?.());
  app.addHook('onClose', async () => live.close());
  return app;
}
