import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, AppDeps } from './app-config';
import type { AppEvents } from './app-events';
import { jobHandlersOf } from './app-jobs';
import { mailerOf } from './app-mailer';
import { transactionOf } from './db/transaction';
import { systemClock } from './lib/clock';
import { createDomainEvents } from './lib/domain-events';
import { createFileStore } from './lib/file-store/create-file-store';
import { createRateLimiter } from './lib/rate-limiter';
import { createRequestLoad } from './lib/request-load';
import { createSupabaseTokenVerifier } from './lib/supabase-tokens';
import { createTokenService } from './lib/tokens';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { registerAuditErasure, registerAuditListeners } from './modules/audit/audit-listeners';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createSignInGuard } from './modules/auth/sign-in-guard';
import { createAvailabilityRepository } from './modules/availability/availability.repository';
import { createAvailabilityService } from './modules/availability/availability.service';
import { createAvailabilityPatternsRepository } from './modules/availability/availability-patterns.repository';
import { createAvailabilityPatternsService } from './modules/availability/availability-patterns.service';
import { createBackgroundJobsRepository } from './modules/background-jobs/background-jobs.repository';
import { createBackgroundJobsService } from './modules/background-jobs/background-jobs.service';
import { createBillingDetailsRepository } from './modules/billing-details/billing-details.repository';
import { createBillingDetailsService } from './modules/billing-details/billing-details.service';
import { createConsultantsRepository } from './modules/consultants/consultants.repository';
import { createConsultantsService } from './modules/consultants/consultants.service';
import { createDomainRestrictionsRepository } from './modules/domain-restrictions/domain-restrictions.repository';
import { createDomainRestrictionsService } from './modules/domain-restrictions/domain-restrictions.service';
import { createHealthChecks } from './modules/health/health-checks';
import { createLiveServices } from './modules/live/live-services';
import { registerMessageEvents } from './modules/live/message-events';
import { registerSessionEndEvents } from './modules/live/session-end-events';
import { registerTicketEvents } from './modules/live/ticket-events';
import { createMessagingRepository } from './modules/messaging/messaging.repository';
import { createMessagingService } from './modules/messaging/messaging.service';
import { prepareSpoolDirectory } from './modules/messaging/spooled-upload';
import { registerAccountMails } from './modules/notifications/account-mails';
import { registerMessageMails } from './modules/notifications/message-mails';
import { createNotificationDelivery } from './modules/notifications/notification-delivery';
import { mailBrandOf } from './modules/notifications/notification-mail';
import { createNotificationSources } from './modules/notifications/notification-sources';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { registerRatingMails } from './modules/notifications/rating-mails';
import { registerSessionMails } from './modules/notifications/session-mails';
import { registerSlaMails } from './modules/notifications/sla-mails';
import { registerTicketMails } from './modules/notifications/ticket-mails';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';
import { createPaymentProvider } from './modules/payments/create-payment-provider';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createPaymentsService } from './modules/payments/payments.service';
import { createDataExportRepository } from './modules/personal-data/data-export.repository';
import { createErasureRepository } from './modules/personal-data/erasure.repository';
import { createPersonalDataService } from './modules/personal-data/personal-data.service';
import { createRatingsRepository } from './modules/ratings/ratings.repository';
import { createRatingsService } from './modules/ratings/ratings.service';
import { receiptIssuerOf } from './modules/receipts/receipt-document';
import { createReceiptsRepository } from './modules/receipts/receipts.repository';
import { createReceiptsService } from './modules/receipts/receipts.service';
import { registerTaxDocuments } from './modules/receipts/tax-documents';
import { createChallengeTokens } from './modules/second-factor/challenge-tokens';
import { createSecondFactorRepository } from './modules/second-factor/second-factor.repository';
import { createSecondFactorService } from './modules/second-factor/second-factor.service';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createPlatformSettingsService } from './modules/settings/platform-settings.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';
import { createSignInSessionsRepository } from './modules/sign-in-sessions/sign-in-sessions.repository';
import { createSignInSessionsService } from './modules/sign-in-sessions/sign-in-sessions.service';
import { createSlaRepository } from './modules/sla/sla.repository';
import { createSlaService } from './modules/sla/sla.service';
import { createSocialAuthRepository } from './modules/social-auth/social-auth.repository';
import { createSocialAuthService } from './modules/social-auth/social-auth.service';
import { createSrIdentifiersRepository } from './modules/sr-identifiers/sr-identifiers.repository';
import { createSrIdentifiersService } from './modules/sr-identifiers/sr-identifiers.service';
import { createTaxonomyRepository } from './modules/taxonomy/taxonomy.repository';
import { createTaxonomyService } from './modules/taxonomy/taxonomy.service';
import { createTicketsRepository } from './modules/tickets/tickets.repository';
import { createTicketsService } from './modules/tickets/tickets.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

/**
 * Every module's service, wired to its repository and to the services it calls, in the order
 * their dependencies allow. buildApp serves them; nothing here knows about HTTP.
 */
export function createAppServices(config: AppConfig, deps: AppDeps, log: FastifyBaseLogger) {
  const { db } = deps.database;
  const clock = deps.clock ?? systemClock;
  const mailer = mailerOf(config, deps, log);
  const tokens = createTokenService({ secret: config.JWT_SECRET, ttlMinutes: config.TOKEN_TTL_MINUTES });
  // With Redis down every node counts on its own (decision 033); said once a minute, not per request.
  const limiter = createRateLimiter({
    redis: deps.redis,
    onStoreError: (err, faultsSinceLastReport) =>
      log.warn({ err, faultsSinceLastReport }, 'Rate-limit store unavailable; counting in this process'),
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
  // Domain events (decision 031): modules tell what happened through `events.emit`, each handed it
  // for its own events only; who listens is subscribed below, once every listener exists, in the
  // order each event's listeners must run.
  const events = createDomainEvents<AppEvents>();
  const emit = (tx: Parameters<typeof events.emit>[0], event: Parameters<typeof events.emit>[1]) =>
    events.emit(tx, event);
  // The audit log (decision 039) records what each event tells, in the change's transaction.
  const audit = createAuditService({ repo: createAuditRepository(db), clock });
  registerAuditListeners(events, { audit });
  const users = createUsersService({
    repo: createUsersRepository(db, { clock }),
    tokens,
    clock,
    emit,
  });
  registerAccountMails(events, { notifications });
  // Each sign-in is a session the server can end (decision 032): a password change ends the
  // others, a reset link or a deactivation all of them, in the change's transaction.
  const signInSessions = createSignInSessionsService({
    repo: createSignInSessionsRepository(db),
    users,
    tokens,
    clock,
    emit,
  });
  events.on('user.password-changed', signInSessions.onPasswordChanged);
  events.on('user.deactivated', signInSessions.onDeactivated);
  const settings = createSettingsService({ repo: createSettingsRepository(db, { clock }), clock, emit });
  const domainRestrictions = createDomainRestrictionsService({
    repo: createDomainRestrictionsRepository(db, { clock }),
    emit,
  });
  const taxonomy = createTaxonomyService({ repo: createTaxonomyRepository(db, { clock }), emit });
  const consultantsRepo = createConsultantsRepository(db);
  const consultants = createConsultantsService({ repo: consultantsRepo, users, taxonomy, clock });
  const signInGuard = createSignInGuard({
    limiter,
    settings,
    clock,
    tellLocked: users.tellSignInLocked,
    // A refused sign-in writes nothing else: its record has a transaction of its own.
    tellFailed: (data) => transactionOf(db)((tx) => emit(tx, { type: 'auth.sign-in-failed', data })),
    log,
  });
  const secondFactor = createSecondFactorService({
    repo: createSecondFactorRepository(db),
    clock,
    users,
    settings,
    limiter,
    signInGuard,
    challenges: createChallengeTokens({ secret: config.JWT_SECRET, clock }),
    appName: config.APP_NAME,
    emit,
  });
  const auth = createAuthService({
    repo: createAuthRepository(db),
    clock,
    users,
    settings,
    domainRestrictions,
    signInSessions,
    mailer,
    limiter,
    signInGuard,
    secondFactor,
    appUrl: config.APP_URL,
    appName: config.APP_NAME,
  });
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepository(db),
    users,
    mailer,
    limiter,
    signInGuard,
    clock,
    log: log,
    appUrl: config.APP_URL,
    appName: config.APP_NAME,
  });
  const socialAuth = createSocialAuthService({
    repo: createSocialAuthRepository(db),
    clock,
    verifier: config.SUPABASE_URL ? createSupabaseTokenVerifier({ supabaseUrl: config.SUPABASE_URL }) : null,
    auth,
    secondFactor,
    users,
    settings,
    domainRestrictions,
    limiter,
  });

  const platformSettings = createPlatformSettingsService({ tokens, mailer, settings });
  const srIdentifiers = createSrIdentifiersService({ repo: createSrIdentifiersRepository(db), emit });
  const availabilityRepo = createAvailabilityRepository(db);
  const availability = createAvailabilityService({ repo: availabilityRepo, users, clock });
  const availabilityPatterns = createAvailabilityPatternsService({
    repo: createAvailabilityPatternsRepository(db),
    slots: availabilityRepo,
    users,
    clock,
  });
  // Live updates (decision 018, 038): one hub per node, fanned out through Redis while it answers.
  const { live, streamTickets, streamSlots } = createLiveServices({ redis: deps.redis, log, clock });
  // Once a sign-out or an account change commits, its sessions' streams close on every node.
  registerSessionEndEvents(events, { live, log });
  const ticketsRepo = createTicketsRepository(db, { searchReads: deps.database.searchReads });
  const tickets = createTicketsService({
    repo: ticketsRepo,
    taxonomy,
    consultants,
    srIdentifiers,
    users,
    settings,
    clock,
    emit,
  });
  const fileStore = createFileStore(config, clock.now());
  // A person's data (decision 041): their download and their erasure, which ends every sign-in
  // session in its transaction (their live streams close once it commits).
  const personalData = createPersonalDataService({
    exports: createDataExportRepository(db),
    erasure: createErasureRepository(db),
    secondFactor,
    files: fileStore,
    limiter,
    clock,
    emit,
    appName: config.APP_NAME,
    log,
  });
  events.on('user.erased', signInSessions.onErased);
  registerAuditErasure(events, { audit });
  const messagingRepo = createMessagingRepository(db);
  const uploadSpoolDirectory = prepareSpoolDirectory(`${config.DATA_DIR}/incoming`, clock.now());
  // In the message's transaction first (the unread-message mail), then after its commit (live).
  registerMessageMails(events, { notifications });
  // The live hub (decision 018); a test may listen in instead.
  registerMessageEvents(events, { live: deps.messagingEvents ?? live, log });
  const messaging = createMessagingService({
    repo: messagingRepo,
    tickets,
    settings,
    files: fileStore,
    emit,
    clock,
    log: log,
  });
  const sessions = createSessionsService({
    repo: createSessionsRepository(db),
    tickets: ticketsRepo,
    settings,
    clock,
    emit,
    meetingSecret: config.JWT_SECRET,
  });
  // Who hears what, in this order for ticket.status-changed. First the slots a finished ticket
  // frees: they are part of the change the others tell of. Then the mails (the outbox), the
  // conversation's system message, and last the live events, which wait for the commit.
  events.on('ticket.status-changed', sessions.releaseOnFinish);
  // The SLA clocks (decision 057) move with the booking, the status and the consultant's message.
  const slaRepo = createSlaRepository(db);
  const sla = createSlaService({ repo: slaRepo, tickets, clock, emit });
  events.on('ticket.booked', sla.onBooked);
  events.on('ticket.status-changed', sla.onStatusChanged);
  events.on('ticket.priority-changed', sla.onPriorityChanged);
  events.on('message.created', sla.onMessage);
  registerTicketMails(events, { notifications, listAdminIds: users.listActiveAdminIds });
  registerSessionMails(events, { notifications });
  events.on('ticket.status-changed', messaging.onTicketStatusChanged);
  registerTicketEvents(events, { live, listAdminIds: users.listActiveAdminIds });
  const ratings = createRatingsService({ repo: createRatingsRepository(db), users, tickets, emit });
  registerRatingMails(events, { notifications });
  registerSlaMails(events, { notifications, listAdminIds: users.listActiveAdminIds });
  const billingDetails = createBillingDetailsService({ repo: createBillingDetailsRepository(db), clock });
  const issuer = receiptIssuerOf(config);
  const receipts = createReceiptsService({ repo: createReceiptsRepository(db), tickets, issuer });
  registerTaxDocuments(events, { repo: createReceiptsRepository(db), billingDetails, issuer });

  // What app.ts records of each answered request; the mail delivery yields to it.
  const requestLoad = createRequestLoad();
  const notificationSources = createNotificationSources({ tickets, sessions, receipts, messaging });
  const notificationDelivery = createNotificationDelivery({
    repo: notificationsRepo,
    mailer,
    sources: notificationSources,
    // The templates (React, React Email, ics) load with the first mail: a process that sends none,
    // like most test files, never pays the second and a half they take to import.
    render: async (input) =>
      (await import('./modules/notifications/render-notification')).renderNotification(input),
    tokens: unsubscribeTokens,
    brand: mailBrandOf(config),
    clock,
    // Longer than one send can take (each SMTP wait is bounded), so a live sender keeps its rows.
    leaseSeconds: 2 * config.MAIL_TIMEOUT_SECONDS + 10,
    busy: () => requestLoad.busy(),
    log: log,
  });

  const paymentProvider = createPaymentProvider(config, deps.paymentProviderTimeoutMs);
  const backgroundJobs = createBackgroundJobsService({
    repo: createBackgroundJobsRepository(db),
    clock,
    logger: log,
    handlers: jobHandlersOf({
      reconcileOrder: (job) => payments.reconcileOrder(job),
      idempotency: { db },
      weeklyFill: { patterns: availabilityPatterns, log },
      auditRetention: { audit, settings },
      sessionReminders: { sessions, emit, transaction: ticketsRepo.transaction },
      slaWarnings: { repo: slaRepo, emit, applySettingsChange: sla.applySettingsChange },
      orphanFiles: { files: fileStore, repo: messagingRepo, spoolDirectory: uploadSpoolDirectory, log },
    }),
  });
  const payments = createPaymentsService({
    repo: createPaymentsRepository(db),
    provider: paymentProvider,
    tickets,
    users,
    jobs: backgroundJobs,
    emit,
    clock,
    log: log,
    reconcileAfterSeconds: config.PAYMENT_RECONCILE_AFTER_SECONDS,
  });
  return {
    db,
    /** What readiness asks of the database and Redis (modules/health). */
    health: createHealthChecks({ db, redis: deps.redis }),
    clock,
    mailer,
    tokens,
    users,
    personalData,
    settings,
    domainRestrictions,
    taxonomy,
    consultants,
    auth,
    secondFactor,
    passwordReset,
    socialAuth,
    platformSettings,
    srIdentifiers,
    availability,
    availabilityPatterns,
    signInSessions,
    live,
    streamTickets,
    streamSlots,
    tickets,
    fileStore,
    /** Uploads are written here as they arrive, then stored (DATA_DIR/incoming). */
    uploadSpoolDirectory,
    messaging,
    sessions,
    ratings,
    billingDetails,
    receipts,
    sla,
    notifications,
    notificationSources,
    notificationDelivery,
    requestLoad,
    backgroundJobs,
    payments,
    audit,
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
