// Decision 031: a ticket's change and everything its listeners write (freed sessions, mails) are
// one transaction, in the order they are subscribed, and the live events wait for its commit. Shown
// through the API, with the outbox made to refuse one mail by a trigger of the test's database.
import {
  type AvailabilitySlot,
  statusHistoryListSchema,
  ticketSchema,
  ticketSessionDetailListSchema,
} from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { notificationsIn } from '../../../test/notification-kit';

const NOW = '2031-05-12T08:10:00.000Z';

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let ravi: TestUser;
let basis: Taxonomy;
let nextBlock: (hours: number) => Promise<AvailabilitySlot[]>;

beforeAll(async () => {
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  basis = await kit.newTaxonomy();
  ravi = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: basis.typeId }] });
  nextBlock = kit.blockSeries(ravi, '2031-05-14T06:00:00.000Z');
  // Every outbox row in the order it was written; and a refusal of one event's rows on demand.
  for (const statement of [
    'CREATE TABLE outbox_order (n serial PRIMARY KEY, event text NOT NULL, ticket_id uuid)',
    'CREATE TABLE outbox_refused (event text PRIMARY KEY)',
    `CREATE FUNCTION outbox_probe() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF EXISTS (SELECT 1 FROM outbox_refused WHERE event = NEW.event) THEN
         RAISE EXCEPTION 'the outbox refuses %', NEW.event;
       END IF;
       INSERT INTO outbox_order (event, ticket_id) VALUES (NEW.event, NEW.ticket_id);
       RETURN NEW;
     END $$`,
    'CREATE TRIGGER outbox_probe BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION outbox_probe()',
  ]) {
    await kit.database.db.execute(sql.raw(statement));
  }
});

const allowAll = () => kit.database.db.execute(sql`DELETE FROM outbox_refused`);
afterEach(allowAll);

const refuse = (event: string) => kit.database.db.execute(sql`INSERT INTO outbox_refused VALUES (${event})`);

/** The outbox's events for one ticket, in the order they were written. */
async function writtenFor(ticketId: string): Promise<string[]> {
  const result = (await kit.database.db.execute(
    sql`SELECT event FROM outbox_order WHERE ticket_id = ${ticketId} ORDER BY n`,
  )) as unknown as { rows: Array<{ event: string }> };
  return result.rows.map((row) => row.event);
}

/** `ticket.updated` events of one ticket that `user` hears from now on, read after a marker. */
async function listen(user: TestUser) {
  const heard: Array<{ type: string; data: unknown }> = [];
  const stop = await kit.app.live.subscribe(user.id, (event) => heard.push(event));
  return async (orderId: string) => {
    await kit.app.live.publishNow([user.id], { type: 'test.marker', data: {} });
    for (let wait = 0; !heard.some((e) => e.type === 'test.marker'); wait++) {
      if (wait > 200) throw new Error('the marker never arrived');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    stop();
    return heard
      .filter((e) => e.type === 'ticket.updated' && (e.data as { orderId: string }).orderId === orderId)
      .map((e) => e.data);
  };
}

const sessionsOf = async (ticketId: string) =>
  expectBody(
    await kit.send('GET', `/api/SupportRequests/${ticketId}/sessions`, kit.admin),
    200,
    ticketSessionDetailListSchema,
  );

const historyOf = async (ticketId: string) =>
  expectBody(
    await kit.send('GET', `/api/status/history/${ticketId}`, kit.admin),
    200,
    statusHistoryListSchema,
  );

describe('a booking', () => {
  it('whose mail the outbox refuses leaves no ticket, its slots free and no mail', async () => {
    const slots = await nextBlock(1);
    await refuse('booking.received');
    const refused = await kit.createTicket(meera, kit.ticketBody(basis, ravi, slots));
    expect(refused.statusCode).toBe(500);
    const { count } = (
      (await kit.database.db.execute(
        sql`SELECT count(*)::int AS count FROM tickets WHERE customer_id = ${meera.id}`,
      )) as unknown as { rows: Array<{ count: number }> }
    ).rows[0] ?? { count: -1 };
    expect(count).toBe(0);
    expect(await notificationsIn(kit.database.db, 'booking.confirmed')).toEqual([]);

    // The same slots book once the outbox takes the mails: they were never held.
    await allowAll();
    const ticket = await kit.book(meera, ravi, basis, { slots });
    expect(await writtenFor(ticket.id)).toEqual(['booking.confirmed', 'booking.received']);
  });
});

describe('a status change', () => {
  it('whose mail the outbox refuses leaves the status, the sessions, the history and the outbox as they were, and is not told live', async () => {
    const slots = await nextBlock(2);
    const ticket = await kit.book(meera, ravi, basis, { slots: slots.slice(0, 2) });
    const history = await historyOf(ticket.id);
    const heard = await listen(meera);
    await refuse('ticket.closed');

    const refused = await kit.changeStatus(ravi, ticket.id, { status: 'Closed', hoursWorked: 1 });
    expect(refused.statusCode).toBe(500);
    const after = expectBody(
      await kit.send('GET', `/api/SupportRequests/${ticket.id}`, meera),
      200,
      ticketSchema,
    );
    expect(after.status).toBe(ticket.status);
    expect(await historyOf(ticket.id)).toEqual(history);
    // The session ahead is still held: the release that ran first in the change was undone with it.
    expect((await sessionsOf(ticket.id)).map((session) => session.slotIds)).toEqual([
      slots.slice(0, 2).map((slot) => slot.id),
    ]);
    expect(await writtenFor(ticket.id)).toEqual(['booking.confirmed', 'booking.received']);
    expect(await heard(ticket.id)).toEqual([]);
  });

  it('tells in the order subscribed: the freed sessions first, then the change; live once committed', async () => {
    const slots = await nextBlock(2);
    const ticket = await kit.book(meera, ravi, basis, { slots: slots.slice(0, 2) });
    const heard = await listen(meera);
    await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1 });
    expect(await writtenFor(ticket.id)).toEqual([
      'booking.confirmed',
      'booking.received',
      'session.cancelled',
      'session.cancelled',
      'ticket.closed',
    ]);
    expect((await historyOf(ticket.id)).map((entry) => entry.event)).toContain('slots_released');
    expect(await heard(ticket.id)).toEqual([
      { orderId: ticket.id, status: 'Closed', paymentStatus: 'Pending' },
    ]);
  });
});
