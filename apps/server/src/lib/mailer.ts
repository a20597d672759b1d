import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: an SMTP server and its port, or the local outbox. */
export type MailRoute = { transport: 'SMTP'; port: number } | { transport: 'Local outbox'; port: null };

export interface Mailer {
  readonly route: MailRoute;
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The port nodemailer connects to: the URL's, else 465 for smtps and 587 for smtp. */
function smtpPortOf(smtpUrl: string): number {
  const url = new URL(smtpUrl);
  if (url.port) return Number(url.port);
  return url.protocol === 'smtps:' ? 465 : 587;
}

/** Real SMTP when configured; otherwise mails land in DATA_DIR/outbox and their links in the log. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      route: { transport: 'SMTP', port: smtpPortOf(options.smtpUrl) },
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }

  return {
    route: { transport: 'Local outbox', port: null },
    async send(mail) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
      await fs.writeFile(
        path.join(options.outboxDir, name),
        JSON.stringify({ from: options.from, ...mail }, null, 2),
      );
      // Development only: without SMTP the outbox and this line are how a person gets the link.
      options.logger.info(
        { to: mail.to, subject: mail.subject, outbox: name },
        `Mail written to outbox:\n${mail.text}`,
      );
    },
    close: () => {},
  };
}
