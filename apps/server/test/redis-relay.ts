// A TCP relay in front of a Redis: it can cut every connection at once (Redis seems to go away and
// come back at once), leave SUBSCRIBE unanswered (its reply held back, as from a server that
// stopped mid-answer), or hold SUBSCRIBE back on its way (a subscription slow to be made): the
// moments a client's own retries and waits are put through.
import net from 'node:net';

export interface RedisRelay {
  url: string;
  /** Ends every connection through the relay; the clients connect again. */
  dropAll(): void;
  /** From now on, a connection that sends SUBSCRIBE hears nothing more. */
  holdSubscribeReplies(): void;
  /**
   * From now until the returned function is called, a SUBSCRIBE (and whatever its connection sends
   * after it) waits in the relay before it reaches Redis.
   */
  delaySubscribes(): () => void;
  close(): Promise<void>;
}

export async function startRedisRelay(redisUrl: string): Promise<RedisRelay> {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  let isHoldingSubscribes = false;
  let isDelayingSubscribes = false;
  const delayed = new Set<() => void>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    let isSilenced = false;
    let held: Buffer[] | null = null;
    const sendHeld = () => {
      for (const chunk of held ?? []) upstream.write(chunk);
      held = null;
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      const isSubscribe = /subscribe/i.test(chunk.toString());
      if (isHoldingSubscribes && isSubscribe) isSilenced = true;
      if (held) {
        held.push(chunk);
      } else if (isDelayingSubscribes && isSubscribe) {
        held = [chunk];
        delayed.add(sendHeld);
      } else {
        upstream.write(chunk);
      }
    });
    upstream.on('data', (chunk) => {
      if (!isSilenced) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    dropAll() {
      for (const socket of sockets) socket.destroy();
    },
    holdSubscribeReplies() {
      isHoldingSubscribes = true;
    },
    delaySubscribes() {
      isDelayingSubscribes = true;
      return () => {
        isDelayingSubscribes = false;
        for (const send of delayed) send();
        delayed.clear();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
