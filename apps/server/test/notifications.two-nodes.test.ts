// Issue 16's proof that several app nodes send each mail once: two nodes on one PostgreSQL take
// bookings and deliver the outbox at the same time, and the SMTP server gets every booking mail
// exactly once. PostgreSQL only: the embedded database belongs to one process.
import { type NotificationEvent, ticketSchema } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { createPostgresDatabase, type Database } from '../src/db/client';
import { type BookingKit, openBookingKit } from './booking-kit';
import { expectBody } from './expect-response';
import { notificationsIn } from './notification-kit';
import { sendRequest } from './send-request';
import { startSmtpSink } from './smtp-sink';

const databaseUrl = inject('testDatabaseUrl');
const BOOKINGS = 200;
const CONSULTANTS = 10;
const BOOKING_EVENTS: NotificationEvent[] = ['booking.confirmed', 'booking.received'];
const HOUR_MS = 60 * 60 * 1000;

describe.skipIf(!databaseUrl)('two app nodes delivering one outbox', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let kit: BookingKit;
  let nodeB: FastifyInstance;
  let databaseB: Database | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    kit = await openBookingKit({ config: { SMTP_URL: sink.url } });
    // Node B: a second app with its own pool on the same database, with node A's settings.
    const rows = await kit.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const name = (rows as unknown as { rows: Array<{ name: string }> }).rows[0]?.name;
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    databaseB = createPostgresDatabase(url.toString());
    nodeB = await buildApp(kit.config, { database: databaseB });
    await nodeB.ready();
  });

  afterAll(async () => {
    await nodeB?.close();
    await databaseB?.close();
    await kit?.close();
    await sink?.close();
  });

  it('200 bookings through both nodes, both delivering at once: exactly 400 booking mails, each Message-ID once', async () => {
    const taxonomy = await kit.newTaxonomy();
    const consultants = [];
    for (let n = 0; n < CONSULTANTS; n++) {
      consultants.push(await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] }));
    }
    // Ten customers: each holds 10 hours ahead, under the unpaid-hours cap.
    const customers = await kit.newCustomers(10);
    // Two hours ahead at least, so that no reminder (the latest is an hour before) falls due here.
    const firstStart = Math.ceil((kit.clock.now().getTime() + 2 * HOUR_MS) / HOUR_MS) * HOUR_MS;
    const bookable = [];
    for (const consultant of consultants) {
      for (const block of [0, 1]) {
        const start = new Date(firstStart + block * 9 * HOUR_MS).toISOString();
        const slots = await kit.publishBlock(consultant, start, 5);
        bookable.push(...slots.map((slot) => ({ consultant, slot })));
      }
    }
    expect(bookable.length).toBe(BOOKINGS);

    // Half the bookings through node A, half through node B, twenty at a time.
    const nodes = [kit.app, nodeB];
    for (let n = 0; n < BOOKINGS; n += 20) {
      const answers = await Promise.all(
        bookable
          .slice(n, n + 20)
          .map(({ consultant, slot }, i) =>
            sendRequest(
              nodes[i % 2] as FastifyInstance,
              'POST',
              '/api/SupportRequests',
              customers[i % customers.length],
              kit.ticketBody(taxonomy, consultant, [slot]),
            ),
          ),
      );
      for (const answer of answers) expectBody(answer, 201, ticketSchema);
    }
    const queued = (await notificationsIn(kit.database.db)).filter((row) =>
      BOOKING_EVENTS.includes(row.event as NotificationEvent),
    );
    expect(queued).toHaveLength(2 * BOOKINGS);

    // Both nodes deliver at once, pass after pass, until neither finds anything due.
    let byA = 0;
    let byB = 0;
    for (;;) {
      const [atA, atB] = await Promise.all([
        kit.app.notificationDelivery.deliverDue(),
        nodeB.notificationDelivery.deliverDue(),
      ]);
      byA += atA;
      byB += atB;
      if (atA === 0 && atB === 0) break;
    }
    console.info(`two nodes: node A delivered ${byA} notifications, node B ${byB}`);
    // Both took part: the claims of one never waited for, or took, the other's.
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);

    const rows = (await notificationsIn(kit.database.db)).filter((row) =>
      BOOKING_EVENTS.includes(row.event as NotificationEvent),
    );
    expect(rows).toHaveLength(2 * BOOKINGS);
    expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
    expect(byA + byB).toBe(2 * BOOKINGS);

    const bookingIds = new Set(rows.map((row) => row.messageId));
    expect(bookingIds.size).toBe(2 * BOOKINGS);
    const received = sink.received.map((mail) => mail.messageId);
    expect(received).toHaveLength(2 * BOOKINGS);
    expect(new Set(received).size).toBe(2 * BOOKINGS);
    expect(received.filter((id) => !bookingIds.has(id))).toEqual([]);
    // Each to the person its row names: the customer their confirmation, the consultant their notice.
    const emailOf = new Map(
      [...customers, ...consultants].map((person) => [person.id, person.email.toLowerCase()]),
    );
    for (const row of rows) {
      const mail = sink.received.find((candidate) => candidate.messageId === row.messageId);
      expect(mail?.to.map((address) => address.toLowerCase())).toEqual([emailOf.get(row.recipientId)]);
    }
  }, 120_000);
});
