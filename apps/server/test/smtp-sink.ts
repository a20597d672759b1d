import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The text/plain body of a message as nodemailer writes it (plain or multipart, quoted-printable or not). */
function textBody(raw: string): string {
  const part = raw.match(
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([\s\S]*?)(?:\r?\n--|$)/i,
  );
  const body =
    part?.[1] ??
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
  return /Content-Transfer-Encoding: quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '',
          text: textBody(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `address`, waiting up to five seconds for it. */
    async mailTo(address: string): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = received.find((candidate) => candidate.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
