import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, AppDeps } from './app-config';
import { createMailer } from './lib/mailer';

/** The mailer the deps hand in (tests), else SMTP_URL's, else files in DATA_DIR/outbox. */
export const mailerOf = (config: AppConfig, deps: AppDeps, log: FastifyBaseLogger) =>
  deps.mailer ??
  createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `${config.APP_NAME} <no-reply@${new URL(config.APP_URL).hostname}>`,
    outboxDir: `${config.DATA_DIR}/outbox`,
    logger: log,
    timeoutSeconds: config.MAIL_TIMEOUT_SECONDS,
  });
