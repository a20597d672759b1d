import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from './logger';

export interface Mail {
  /** An address, or a name and an address (the name never carries CR/LF into the header). */
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Fixed by the caller so that every attempt at one mail carries the same Message-ID. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: Buffer | string; contentType: string }>;
  /** A calendar invite, sent as the text/calendar alternative mail clients offer to add. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
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

/** Header values never span lines, whatever a name holds (header injection). */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const recipientOf = (to: Mail['to']) =>
  typeof to === 'string' ? to : { name: oneLine(to.name), address: to.address };

/**
 * Real SMTP when configured; otherwise mails land in DATA_DIR/outbox, one file each, named in the log.
 * `timeoutSeconds` bounds connecting, the greeting and each socket wait, so a stalled server fails
 * a send instead of holding it.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  timeoutSeconds?: number;
}): Mailer {
  if (options.smtpUrl) {
    const timeoutMs = (options.timeoutSeconds ?? 30) * 1000;
    const { smtpUrl } = options;
    // nodemailer (3 MB of heap) is loaded by a server that sends through SMTP, and by no other.
    const transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 4,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    );
    // A failed load is every send's error; unawaited until then, it must not end the process.
    transport.catch(() => {});
    return {
      route: { transport: 'SMTP', port: smtpPortOf(smtpUrl) },
      async send(mail) {
        await (await transport).sendMail({ from: options.from, ...mail, to: recipientOf(mail.to) });
      },
      close: () => {
        transport.then((loaded) => loaded.close()).catch(() => {});
      },
    };
  }

  return {
    route: { transport: 'Local outbox', port: null },
    async send(mail) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
      const { attachments, ...rest } = mail;
      await fs.writeFile(
        path.join(options.outboxDir, name),
        JSON.stringify(
          {
            from: options.from,
            ...rest,
            to: recipientOf(mail.to),
            attachments: attachments?.map(({ filename, contentType }) => ({ filename, contentType })),
          },
          null,
          2,
        ),
      );
      // Development only: the file holds the mail, its links included. The log names the file and
      // never the address or the text: a sign-up's or a reset's link is a secret (decision 035).
      options.logger.info(
        { file: path.join(options.outboxDir, name), subject: mail.subject },
        'Mail written to outbox',
      );
    },
    close: () => {},
  };
}
