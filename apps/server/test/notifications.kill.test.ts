import path from 'node:path';
import { adminNotificationPageSchema, type NotificationEvent } from '@basisdesk/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { notificationsIn } from './notification-kit';
import { type ServerProcess, startListening, stopServer } from './server-process';
import { apiOf, arrangeBookable, serverWorldEnv, signInAdmin } from './server-world';
import { startSmtpSink } from './smtp-sink';

const BOOKINGS = 50;
/** Two mails a booking: the customer's confirmation and the consultant's notice. */
const BOOKING_EVENTS: NotificationEvent[] = ['booking.confirmed', 'booking.received'];
/**
 * Long enough that the hung send is still waiting when the process is killed (the bookings take a
 * few seconds); the lease of a claimed mail is 2 × this + 10 s, which is how long the restarted
 * server waits before it takes the killed one's mails again.
 */
const MAIL_TIMEOUT_SECONDS = 8;
const _HOUR_MS = 60 * 60 * 1000;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('kill -9 of the server while a mail is in flight', () => {
  it('after the restart every queued mail arrives, and only the one in flight twice, with the same Message-ID', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const { dataDir, databaseUrl, env: world } = await serverWorldEnv('kill', cleanups);
    const env = { ...world, SMTP_URL: sink.url, MAIL_TIMEOUT_SECONDS: String(MAIL_TIMEOUT_SECONDS) };

    // The mail server hangs from the first message on: the delivery's first mail is read in full
    // and never answered, its others wait; the bookings' mails pile up in the outbox meanwhile.
    sink.stall();
    const first = await startListening(env);
    cleanups.push(() => {
      first.child.kill('SIGKILL');
    });
    const { slotIds, book } = await arrangeBookable(first);
    const countOf = await adminCounts(first);
    const booked = [];
    for (let n = 0; n < BOOKINGS; n += 10) {
      booked.push(...(await Promise.all(slotIds.slice(n, n + 10).map(book))));
    }
    expect(booked).toHaveLength(BOOKINGS);
    for (const event of BOOKING_EVENTS) expect(await countOf(event)).toBe(BOOKINGS);
    await sink
      .waitUntil(() => sink.unanswered.length === 1, 10_000, 'a message in flight')
      .catch((error: Error) => {
        throw new Error(`${error.message}; the server said:\n${first.output().slice(-4000)}`);
      });
    // Nothing but the hung message reached the mail server: the rest is queued.
    expect(sink.received).toHaveLength(1);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(first.child.signalCode).toBe('SIGKILL');
    sink.resume();

    const second = await startListening(env);
    cleanups.push(() => {
      second.child.kill('SIGKILL');
    });
    const sentOf = await adminCounts(second);
    // The lease of the killed node's mails runs out (2 × timeout + 10 s), then they go again.
    await waitFor(
      async () =>
        (await sentOf('booking.confirmed', 'sent')) === BOOKINGS &&
        (await sentOf('booking.received', 'sent')) === BOOKINGS,
      (2 * MAIL_TIMEOUT_SECONDS + 10) * 1000 + 20_000,
      'every booking mail sent',
    );
    expect(await stopServer(second)).toBe(0);

    // The outbox as the restarted server left it, read straight from its database.
    const database = await openDatabase({
      databaseUrl: databaseUrl ?? undefined,
      pgliteDir: path.join(dataDir, 'db'),
    });
    const rows = (await notificationsIn(database.db)).filter((row) =>
      BOOKING_EVENTS.includes(row.event as NotificationEvent),
    );
    await database.close();
    expect(rows).toHaveLength(2 * BOOKINGS);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);

    const timesReceived = new Map<string, number>();
    for (const mail of sink.received)
      timesReceived.set(mail.messageId, (timesReceived.get(mail.messageId) ?? 0) + 1);
    const ids = rows.map((row) => row.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    // Every mail arrived, and nothing arrived that the outbox does not hold.
    expect(ids.filter((id) => !timesReceived.has(id))).toEqual([]);
    expect([...timesReceived.keys()].filter((id) => !ids.includes(id))).toEqual([]);
    // Once each, except the one the killed server was sending: twice, under the same Message-ID.
    const [inFlight] = sink.unanswered;
    const twice = [...timesReceived].filter(([, times]) => times > 1);
    expect(twice).toEqual([[inFlight?.messageId, 2]]);
    expect(sink.received).toHaveLength(2 * BOOKINGS + 1);
    const copies = sink.received.filter((mail) => mail.messageId === inFlight?.messageId);
    expect(copies.map((mail) => [mail.to, mail.subject])).toEqual([
      [inFlight?.to, inFlight?.subject],
      [inFlight?.to, inFlight?.subject],
    ]);
    // The resent mail went at the row's second attempt: the first was the killed server's.
    const resent = rows.find((row) => row.messageId === inFlight?.messageId);
    expect(resent?.attempts).toBe(2);
  }, 120_000);
});

/** How many notifications of an event the admin list of a server holds, of one status or of all. */
async function adminCounts(server: ServerProcess) {
  const call = apiOf(server);
  const token = await signInAdmin(call);
  return async (event: NotificationEvent, status?: 'sent') => {
    const query = new URLSearchParams({ event, pageSize: '1', ...(status && { status }) });
    const page = await call(
      'GET',
      `/api/admin/notifications?${query}`,
      token,
      undefined,
      200,
      adminNotificationPageSchema,
    );
    return page.total;
  };
}
