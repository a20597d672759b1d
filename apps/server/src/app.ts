import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig, AppDeps } from './app-config';
import { RECURRING_JOBS } from './app-jobs';
import { registerApiRoutes } from './app-routes';
import { createAppServices } from './app-services';
import { serializeError, serializeRequest } from './lib/log-redaction';
import { getWebAppConfig } from './lib/web-app-config';
import type { BackgroundJobsService } from './modules/background-jobs/background-jobs.service';
import { createJobRunner } from './modules/background-jobs/job-runner';
import type { LiveHub } from './modules/live/live-hub';
import type { NotificationDelivery } from './modules/notifications/notification-delivery';
import type { NotificationSources } from './modules/notifications/notification-sources';
import { registerAuthGuards } from './plugins/auth';
import { registerUrlControlCharacterCheck } from './plugins/control-characters';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { registerInFlightDrain } from './plugins/in-flight';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerNoStore } from './plugins/no-store';
import { registerRequestContext } from './plugins/request-context';
import { RequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { responseSerializerCompiler } from './plugins/serializer';
import { registerStaticWeb } from './plugins/static-web';

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
      // No address, token or secret in any line (decision 035): the request as method, redacted
      // URL and client; an error as its type, redacted message and stack and fields naming the fault.
      serializers: { req: serializeRequest, err: serializeError },
      redact: {
        paths: [
          'req.headers.authorization',
          'email',
          '*.email',
          'password',
          '*.password',
          'token',
          '*.token',
        ],
        censor: '[REDACTED]',
      },
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
  registerJsonBodyParser(app);
  // First of the hooks: who acts and from where, for whatever records what the request did.
  registerRequestContext(app);
  registerErrorHandler(app);
  registerInFlightDrain(app, { timeoutMs: 5000 });

  const services = createAppServices(config, deps, app.log);
  const { clock, mailer, tokens, signInSessions, live, fileStore, backgroundJobs, notificationDelivery } =
    services;
  app.decorate('live', live);
  app.decorate('notificationSources', services.notificationSources);
  app.decorate('notificationDelivery', notificationDelivery);
  app.addHook('onResponse', async (_request, reply) => {
    services.requestLoad.record(reply.elapsedTime);
  });
  app.addHook('onReady', async () => {
    for (const job of RECURRING_JOBS) {
      await backgroundJobs.schedule({ ...job, runAt: clock.now() });
    }
  });
  app.decorate('backgroundJobs', backgroundJobs);

  registerSecurityHeaders(app, { connectSources: config.SUPABASE_URL ? [config.SUPABASE_URL] : [] });
  registerNoStore(app);
  // After the headers (a refused URL still carries them), before every guard and route.
  registerUrlControlCharacterCheck(app);
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
  const guards = registerAuthGuards(app, {
    tokens,
    loadPrincipal: signInSessions.loadPrincipal,
    isMissingSecondFactor: services.secondFactor.isMissingRequired,
  });

  // Before the routes: it reads each route's `config.idempotent` as the route is added.
  registerIdempotency(app, {
    db: deps.database.db,
    clock,
    holdAnswerMs: config.FAULT_HOLD_IDEMPOTENT_ANSWER_MS,
  });
  await registerApiRoutes(app, services, guards);

  await registerStaticWeb(app, { webDistDir: config.WEB_DIST_DIR, webAppConfig: getWebAppConfig(config) });
  // Before the database closes (after the app): links asked for are issued first.
  app.addHook('onClose', async () => services.passwordReset.settle());
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', async () => fileStore.destroy?.());
  app.addHook('onClose', async () => live.close());
  return app;
}
