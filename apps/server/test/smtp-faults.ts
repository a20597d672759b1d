import net from 'node:net';

/** How the misbehaving mail server answers. */
export type SmtpFault =
  /** Refuses every recipient with a permanent error. */
  | 'refuse'
  /** Accepts the connection and never says a word (no greeting). */
  | 'stall'
  /** Takes the message and hangs up halfway through it. */
  | 'drop';

/**
 * A mail server on loopback that fails in one chosen way, speaking just enough SMTP over a real
 * socket for a client to get there. Counts connections so tests can see the client tried.
 */
export async function startFaultySmtp(fault: SmtpFault) {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (fault === 'stall') return;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 faulty.test ESMTP');
    let inData = false;
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      if (inData) {
        // Halfway through the message: the connection is gone.
        socket.destroy();
        return;
      }
      buffered += chunk.toString('utf8');
      let end = buffered.indexOf('\r\n');
      while (end >= 0) {
        const command = buffered.slice(0, end).toUpperCase();
        buffered = buffered.slice(end + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) reply('250 faulty.test');
        else if (command.startsWith('MAIL FROM')) reply('250 OK');
        else if (command.startsWith('RCPT TO')) {
          reply(fault === 'refuse' ? '550 5.1.1 Mailbox unavailable' : '250 OK');
        } else if (command === 'DATA') {
          reply('354 Go ahead');
          inData = true;
          if (buffered) socket.destroy();
          return;
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
        else reply('502 Not implemented');
        end = buffered.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
