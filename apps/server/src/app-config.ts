import type { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { MessageEventPublisher } from './modules/live/message-events';

/** Configuration after start-up has resolved the secret (from the environment or DATA_DIR). */
export type AppConfig = Env & { JWT_SECRET: string };

export interface AppDeps {
  database: Database;
  /** Shared counters and fan-out across app nodes; in-process when absent. */
  redis?: Redis;
  mailer?: Mailer;
  /**
   * Where the log goes (stdout when absent): main.ts passes stdout, or the short-line stream at a
   * terminal; tests read it to prove what is and is never logged.
   */
  logStream?: NodeJS.WritableStream;
  /** The time rules are judged by (slots in the past, the window ahead); the system clock when absent. */
  clock?: Clock;
  /** Razorpay calls time out after this long (tests make it short); 10 s when absent. */
  paymentProviderTimeoutMs?: number;
  /**
   * Who hears of messaging changes (new messages, reads, archive): the live hub unless a test
   * passes its own listener.
   */
  messagingEvents?: MessageEventPublisher;
  /** Run due background jobs on a timer (main.ts); tests call `app.backgroundJobs.runDue()` instead. */
  runBackgroundJobs?: boolean;
}
