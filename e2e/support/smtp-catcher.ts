import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/**
 * A real SMTP server on loopback that writes every message it receives, raw RFC 822, as one file
 * in `dir`. The server under test delivers to it over SMTP exactly as it would to a mail relay; the
 * tests (other processes) read the files. Each file is written under a temporary name and renamed,
 * so a reader never sees half a message.
 */
export async function startSmtpCatcher(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        // The envelope recipients lead the file (like an mbox "Delivered-To"), then the raw message.
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
        const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`;
        const temporary = path.join(dir, `.${name}.tmp`);
        fs.writeFileSync(
          temporary,
          Buffer.concat([Buffer.from(`X-Envelope-To: ${recipients}\r\n`), ...chunks]),
        );
        fs.renameSync(temporary, path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
