import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/**
 * Connections to the run's Redis (TEST_REDIS_URL) for the enclosing file or describe block: `connect`
 * opens one, and every one it opened is closed after the block's tests.
 */
export function useRedisClients(url: string): () => Redis {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });
  return () => {
    const client = new Redis(url, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };
}

/**
 * A client of a port nothing listens on, as with Redis down: every call fails at once. Closed
 * after the enclosing block's tests.
 */
export function useUnreachableRedis(): () => Redis {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });
  return () => {
    const client = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => {});
    clients.push(client);
    return client;
  };
}
