// Session changes under concurrency, on real PostgreSQL (PGlite serialises every transaction, so
// the file is skipped on it): a moved session never leaves both or neither slot held, two changes
// of one session let exactly one through, and a change racing a booking or a close never leaves a
// slot with two claims or a closed ticket holding a future slot; and every ticket bills exactly the
// time it holds (decision 028), whatever raced.
import {
  type AvailabilitySlot,
  SESSION_MESSAGES,
  TICKET_MESSAGES,
  type Ticket,
  ticketSchema,
  ticketSessionDetailListSchema,
} from '@basisdesk/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { isPostgres } from '../../../test/test-app';
import { availabilitySlots } from '../../db/schema';

const NOW = '2031-05-12T06:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;
const ROUNDS = 8;

const statusCounts = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe.skipIf(!isPostgres())('session changes at once', () => {
  const kit = useBookingKit({ now: NOW });
  let taxonomy: Taxonomy;
  let consultant: TestUser;
  let customers: TestUser[];
  let cursor = Date.parse('2031-05-14T00:00:00.000Z');

  /** A fresh block of the consultant, two days or more ahead (past the cut-off). */
  async function block(hours: number): Promise<AvailabilitySlot[]> {
    const start = cursor;
    cursor += (hours + 0.5) * HOUR_MS;
    return kit.publishBlock(consultant, new Date(start).toISOString(), hours);
  }

  const book = (slots: AvailabilitySlot[], customer = customers[0] as TestUser) =>
    kit.book(customer, consultant, taxonomy, { slots });

  const reschedule = (ticket: Ticket, sessionId: string, slots: AvailabilitySlot[], caller = consultant) =>
    kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/reschedule`, caller, {
      slotIds: slots.map((slot) => slot.id),
    });

  const cancel = (ticket: Ticket, sessionId: string) =>
    kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/cancel`, consultant, {
      reason: 'Released in a race',
    });

  /** The ticket holding each slot, straight from the table. */
  async function holders(slots: AvailabilitySlot[]) {
    const rows = await kit.database.db
      .select({ id: availabilitySlots.id, ticketId: availabilitySlots.ticketId })
      .from(availabilitySlots)
      .where(
        inArray(
          availabilitySlots.id,
          slots.map((slot) => slot.id),
        ),
      );
    return new Map(rows.map((row) => [row.id, row.ticketId]));
  }

  const heldBy = async (ticket: Ticket) =>
    (
      await kit.database.db
        .select({ id: availabilitySlots.id })
        .from(availabilitySlots)
        .where(eq(availabilitySlots.ticketId, ticket.id))
    ).map((row) => row.id);

  beforeAll(async () => {
    taxonomy = await kit.newTaxonomy();
    consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    customers = await kit.newCustomers(6);
  });

  it('two reschedules of one session: one moves it, the other is a 409; the session keeps its size', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, c, d, e, f] = (await block(3)) as AvailabilitySlot[] & { length: 6 };
      const ticket = await book([a, b] as AvailabilitySlot[]);
      const responses = await Promise.all([
        reschedule(ticket, a?.id ?? '', [c, d] as AvailabilitySlot[]),
        reschedule(ticket, a?.id ?? '', [e, f] as AvailabilitySlot[], customers[0]),
      ]);
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
      const loser = responses.find((response) => response.statusCode === 409) as LightMyRequestResponse;
      expectError(loser, 409, SESSION_MESSAGES.changedMeanwhile);
      const held = (await heldBy(ticket)).sort();
      const first = [c?.id, d?.id].sort();
      const second = [e?.id, f?.id].sort();
      expect([first, second]).toContainEqual(held);
    }
  });

  it('a reschedule and a new booking of the same slot: exactly one holds it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [own, target] = (await block(1)) as [AvailabilitySlot, AvailabilitySlot];
      const ticket = await book([own]);
      const [moved, booked] = await Promise.all([
        reschedule(ticket, own.id, [target]),
        kit.createTicket(customers[1] as TestUser, kit.ticketBody(taxonomy, consultant, [target])),
      ]);
      expect([
        [200, 409],
        [409, 201],
      ]).toContainEqual([moved.statusCode, booked.statusCode]);
      const loser = moved.statusCode === 409 ? moved : booked;
      expect(loser.json().error).toContain('already booked');
      const held = await holders([own, target]);
      if (moved.statusCode === 200) {
        expect(held.get(target.id)).toBe(ticket.id);
        expect(held.get(own.id)).toBeNull();
      } else {
        expect(held.get(target.id)).toBe(booked.json().id);
        expect(held.get(own.id)).toBe(ticket.id);
      }
    }
  });

  it('a release and a booking of the slot it frees: the slot ends with at most one ticket, the booking wins only after', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [slot] = (await block(0.5)) as [AvailabilitySlot];
      const ticket = await book([slot]);
      const [released, booked] = await Promise.all([
        cancel(ticket, slot.id),
        kit.createTicket(customers[2] as TestUser, kit.ticketBody(taxonomy, consultant, [slot])),
      ]);
      expectBody(released, 200, ticketSessionDetailListSchema);
      const holder = (await holders([slot])).get(slot.id);
      if (booked.statusCode === 201) expect(holder).toBe(booked.json().id);
      else {
        expectError(booked, 409, TICKET_MESSAGES.slotAlreadyBooked);
        expect(holder).toBeNull();
      }
    }
  });

  it('a reschedule racing a close: a finished ticket never keeps a future slot', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [own, target] = (await block(1)) as [AvailabilitySlot, AvailabilitySlot];
      const ticket = await book([own]);
      const [moved, closed] = await Promise.all([
        reschedule(ticket, own.id, [target]),
        kit.changeStatus(kit.admin, ticket.id, { status: 'TopicClosed' }),
      ]);
      expect(closed.statusCode).toBe(200);
      expect([200, 404, 409]).toContain(moved.statusCode);
      expect(await heldBy(ticket)).toEqual([]);
    }
  });

  it('many sessions moving into one pool while customers book it: every ticket keeps its slot count', async () => {
    const pool = await block(4);
    const sessions: Array<{ ticket: Ticket; id: string }> = [];
    for (const customer of customers.slice(0, 4)) {
      const own = await block(1);
      sessions.push({ ticket: await book(own, customer), id: own[0]?.id ?? '' });
    }
    // Each session wants two neighbouring slots that overlap the next one's wish, and each customer
    // books one slot of the pool: every slot is wanted two or three times at once.
    const races = await Promise.all([
      ...sessions.map(({ ticket, id }, index) =>
        reschedule(ticket, id, [
          pool[index * 2 + 1],
          pool[(index * 2 + 2) % pool.length],
        ] as AvailabilitySlot[]),
      ),
      ...customers.map((customer, index) =>
        kit.createTicket(customer, kit.ticketBody(taxonomy, consultant, [pool[index] as AvailabilitySlot])),
      ),
    ]);
    for (const response of races) expect([200, 201, 409]).toContain(response.statusCode);
    for (const { ticket } of sessions) expect(await heldBy(ticket)).toHaveLength(2);
    const claims = [...(await holders(pool)).values()].filter((holder) => holder !== null);
    const booked = races.filter((response) => response.statusCode === 201).length;
    const moved = races.filter((response) => response.statusCode === 200).length;
    expect(claims).toHaveLength(booked + 2 * moved);
  });

  it("a release racing an admin's close: the bill is what the ticket still holds, whichever came first", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, gap, c, d] = (await block(2.5)) as AvailabilitySlot[];
      const ticket = await book([a, b, c, d] as AvailabilitySlot[]);
      expect(gap).toBeDefined();
      const [released, closed] = await Promise.all([
        cancel(ticket, c?.id ?? ''),
        kit.changeStatus(kit.admin, ticket.id, { status: 'Closed' }),
      ]);
      expect(closed.statusCode).toBe(200);
      expect([200, 409]).toContain(released.statusCode);
      // Every session was ahead: the close freed what the release did not, and nothing is billed.
      expect(await heldBy(ticket)).toEqual([]);
      expect(
        expectBody(await kit.send('GET', `/api/SupportRequests/${ticket.id}`, kit.admin), 200, ticketSchema)
          .totalAmount,
      ).toBe(0);
    }
  });

  it('after every race above, each ticket bills exactly the time it holds', async () => {
    const result = (await kit.database.db.execute(sql`
      select t.id from tickets t left join availability_slots s on s.ticket_id = t.id
      group by t.id
      having t.booked_minutes <> coalesce(sum(extract(epoch from s.slot_end - s.slot_start) / 60), 0)::int`)) as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([]);
  });
});
