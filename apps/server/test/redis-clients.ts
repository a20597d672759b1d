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
