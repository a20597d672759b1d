import pg from 'pg';

/** node-postgres's words when a statement got no answer within query_timeout. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * The pools' connection. A connection lost while a request holds it (the server stopped, a
 * transaction in progress) fails that request's statements; its 'error' event is heard here, so
 * that it can never crash the process (pg-pool listens only while a connection is idle). A
 * connection whose statement got no answer in time is closed: what it would answer next is
 * unknown, and a ROLLBACK queued behind that statement would wait as long again.
 */
export class ClosedWhenUnanswered extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const closeIfUnanswered = (error: unknown) => {
      if ((error as Error | undefined)?.message !== READ_TIMEOUT_MESSAGE) return;
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    };
    this.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          closeIfUnanswered(error);
          callback(error, result);
        };
        return query(...args);
      }
      const answer = query(...args);
      if (answer instanceof Promise) answer.catch(closeIfUnanswered);
      return answer;
    }) as typeof this.query;
  }
}

/**
 * A connection checked out of `pool` whose connection ends (lost, or closed above) goes back to
 * the pool at once, to be dropped there. Drizzle's transaction releases its connection only once
 * BEGIN has succeeded: a BEGIN that failed on a dead connection would otherwise keep it checked
 * out for ever, and ten of them would leave a pool that waits for nothing, until a restart. The
 * holder's own release afterwards does nothing. (pg-pool's own query(), which asks for its
 * connection with a callback and releases it with the error, is left as it is.)
 */
export function releaseLostConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let isReleased = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (isReleased) return;
        isReleased = true;
        client.off('end', onEnd);
        release(error);
      };
      const onEnd = () => releaseOnce(new Error('Connection ended while checked out'));
      client.once('end', onEnd);
      client.release = releaseOnce;
      return client;
    });
  }) as typeof pool.connect;
}
