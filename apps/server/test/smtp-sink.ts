import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  /** The Message-ID header as written, angle brackets included ('' when there is none). */
  messageId: string;
}

/** A header's value from the message's header block (folded lines unfolded), '' when absent. */
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
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

/**
 * A real SMTP server on loopback that keeps what it receives.
 *
 * `stall()` makes it stop answering, the way a hung mail server does: the first message sent
 * meanwhile is read in full and kept (it counts as received, as a real server that has the message
 * but has not yet said 250 would deliver it: the one duplicate a sender that dies then may cause,
 * RFC 1047), and its reply is held; every other transaction is held before its sender's address is
 * answered, so it never arrives. `resume()` answers what is held (on connections still open) and
 * everything after.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let stalled = false;
  /** While stalled: the one transaction let through to its data. */
  let admitted: string | null = null;
  /** Replies held while stalled, by session: sent on resume unless the connection closed. */
  const held = new Map<string, Array<() => void>>();
  /** The messages read in full while stalled, whose 250 was never sent. */
  const unanswered: ReceivedMail[] = [];
  const hold = (sessionId: string, reply: () => void) => {
    held.set(sessionId, [...(held.get(sessionId) ?? []), reply]);
  };
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, session, callback) {
      // While stalled, one message gets as far as its data; any other sender waits here.
      if (stalled && admitted !== null && admitted !== session.id) {
        hold(session.id, () => callback());
        return;
      }
      if (stalled) admitted = session.id;
      callback();
    },
    onClose(session) {
      held.delete(session.id);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '',
          text: textBody(raw),
          messageId: headerOf(raw, 'Message-ID'),
        };
        received.push(mail);
        if (stalled) {
          unanswered.push(mail);
          hold(session.id, () => callback());
        } else {
          callback();
        }
        wake();
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
    /** Stops answering (see above) until resume(). */
    stall() {
      stalled = true;
      admitted = null;
    },
    /** Answers whatever is held on open connections, and everything from now on. */
    resume() {
      stalled = false;
      const replies = [...held.values()].flat();
      held.clear();
      for (const reply of replies) reply();
    },
    /** The messages read in full while stalled and never answered. */
    unanswered,
    /** Waits until `condition` holds (checked on each mail received and every 200 ms), up to `timeoutMs`. */
    async waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`SMTP sink: timed out waiting for ${what}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
