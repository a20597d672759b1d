// The rules of DESIGN §6 that only concurrency can break, proven on real PostgreSQL: a slot is
// booked at most once, ticket numbers are unique and gapless per month, a lost status race is a
// 409. PGlite serialises every transaction, so these races cannot happen there and the file is
// skipped on it.
import { type AvailabilitySlot, TICKET_MESSAGES, type Ticket, ticketSchema } from '@basisdesk/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingKit,
  expectedNumberPrefix,
  SERVICE_BILLING_LEVEL_1,
  type Taxonomy,
  useBookingKit,
} from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { isPostgres } from '../../../test/test-app';
import { availabilitySlots, ticketNumberCounters, ticketStatusHistory, tickets } from '../../db/schema';

/** A Monday morning, two hours before the first published block of the day. */
const MAY_MORNING = '2031-05-12T06:00:00.000Z';
const SEQUENCE_LENGTH = 5;
const NUMBER_LENGTH = 16;
/** The code characters of SERVICE_BILLING_LEVEL_1's numbers. */
const CODES = 'SRBIL1';

const sequenceOf = (orderNumber: string) => Number(orderNumber.slice(-SEQUENCE_LENGTH));
const statusCounts = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

async function counterRows(kit: BookingKit) {
  return kit.database.db.select().from(ticketNumberCounters).orderBy(asc(ticketNumberCounters.period));
}

async function ticketRows(kit: BookingKit) {
  return kit.database.db.select().from(tickets).orderBy(asc(tickets.orderNumber));
}

async function slotRow(kit: BookingKit, slotId: string) {
  const [row] = await kit.database.db
    .select()
    .from(availabilitySlots)
    .where(eq(availabilitySlots.id, slotId));
  return row;
}

/** The taxonomy whose numbers start with CODES, and consultants with a general skill in it. */
async function bookableTaxonomy(kit: BookingKit) {
  const taxonomy = await kit.newTaxonomy(SERVICE_BILLING_LEVEL_1);
  const newConsultant = () => kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  return { taxonomy, newConsultant };
}

describe.skipIf(!isPostgres())('booking one slot from many customers at once', () => {
  const kit = useBookingKit({ now: MAY_MORNING });
  let taxonomy: Taxonomy;
  let consultant: TestUser;
  let slot: AvailabilitySlot;
  let customers: TestUser[];

  beforeAll(async () => {
    const bookable = await bookableTaxonomy(kit);
    taxonomy = bookable.taxonomy;
    consultant = await bookable.newConsultant();
    [slot] = (await kit.publishBlock(consultant, '2031-05-12T08:00:00.000Z', 1)) as [AvailabilitySlot];
    customers = await kit.newCustomers(200);
  });

  it('200 customers booking the same slot: exactly one 201, 199 × 409 "already booked", one ticket holds the slot', async () => {
    const responses = await Promise.all(
      customers.map((customer) => kit.createTicket(customer, kit.ticketBody(taxonomy, consultant, [slot]))),
    );

    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 199 });
    for (const response of responses.filter((answer) => answer.statusCode === 409)) {
      const body = expectError(response, 409, TICKET_MESSAGES.slotAlreadyBooked, { code: 'CONFLICT' });
      expect(body.error).toContain('already booked');
    }

    const won = responses.find((response) => response.statusCode === 201) as LightMyRequestResponse;
    const winner = expectBody(won, 201, ticketSchema);
    const rows = await ticketRows(kit);
    expect(rows.map((row) => row.id)).toEqual([winner.id]);
    expect((await slotRow(kit, slot.id))?.ticketId).toBe(winner.id);
    // The 199 losers took no number: the winner's is the month's first and the counter says 1.
    expect(sequenceOf(winner.orderNumber!)).toBe(1);
    expect(await counterRows(kit)).toEqual([{ period: '2031-05', lastValue: 1 }]);
  }, 120_000);
});

describe.skipIf(!isPostgres())('ticket numbers under concurrency', () => {
  const REQUESTS = 500;
  const kit = useBookingKit({ now: MAY_MORNING });
  let taxonomy: Taxonomy;
  let customers: TestUser[];
  /** Every slot with its consultant: five consultants, an 8-hour block on each of 7 days (560). */
  const bookable: Array<{ consultant: TestUser; slot: AvailabilitySlot }> = [];

  beforeAll(async () => {
    const arranged = await bookableTaxonomy(kit);
    taxonomy = arranged.taxonomy;
    for (let n = 0; n < 5; n++) {
      const consultant = await arranged.newConsultant();
      const slots = await kit.publishDays(consultant, { days: 7, startHourUtc: 8, hours: 8 });
      bookable.push(...slots.map((slot) => ({ consultant, slot })));
    }
    customers = await kit.newCustomers(REQUESTS);
  }, 120_000);

  it('500 concurrent creations in one month: 500 × 201, numbers 00001…00500, unique, 16 characters', async () => {
    expect(bookable.length).toBeGreaterThanOrEqual(REQUESTS);
    const responses = await Promise.all(
      customers.map((customer, n) => {
        const { consultant, slot } = bookable[n] as (typeof bookable)[number];
        return kit.createTicket(customer, kit.ticketBody(taxonomy, consultant, [slot]));
      }),
    );

    expect(statusCounts(responses)).toEqual({ 201: REQUESTS });
    const numbers = responses.map((response) => expectBody(response, 201, ticketSchema).orderNumber ?? '');
    expect(new Set(numbers).size).toBe(REQUESTS);
    const prefix = expectedNumberPrefix(CODES, 'Medium', MAY_MORNING);
    for (const orderNumber of numbers) {
      expect(orderNumber).toHaveLength(NUMBER_LENGTH);
      expect(orderNumber.startsWith(prefix), orderNumber).toBe(true);
    }
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: REQUESTS }, (_, i) => i + 1));

    // What the answers say is what the database holds.
    const rows = await ticketRows(kit);
    expect(rows.map((row) => row.orderNumber)).toEqual([...numbers].sort());
    expect(await counterRows(kit)).toEqual([{ period: '2031-05', lastValue: REQUESTS }]);
    const booked = await kit.database.db
      .select({ ticketId: availabilitySlots.ticketId })
      .from(availabilitySlots)
      .where(sql`${availabilitySlots.ticketId} is not null`);
    expect(new Set(booked.map((row) => row.ticketId)).size).toBe(REQUESTS);
    // The counters took all of them: 500 transactions adding to the same rows at once, none lost.
    const counted = (await kit.database.db.execute(sql`
      select side, sum(tickets)::int as tickets from ticket_counts group by side order by side`)) as {
      rows: unknown[];
    };
    expect(counted.rows).toEqual(
      ['all', 'consultant', 'customer'].map((side) => ({ side, tickets: REQUESTS })),
    );
    const days = (await kit.database.db.execute(sql`
      select day::text as day, sum(tickets)::int as tickets from ticket_day_counts
      group by day having sum(tickets) <> 0`)) as { rows: unknown[] };
    expect(days.rows).toEqual([{ day: MAY_MORNING.slice(0, 10), tickets: REQUESTS }]);
    // Written by several connections, in several shards: the writers did not queue on one row.
    const shards = (await kit.database.db.execute(sql`
      select count(distinct shard)::int as shards from ticket_month_counts`)) as {
      rows: Array<{ shards: number }>;
    };
    expect(shards.rows[0]?.shards).toBeGreaterThan(1);
  }, 120_000);
});

describe.skipIf(!isPostgres())('a failed creation leaves no gap in the numbers', () => {
  const FAIL_MARKER = 'This request is refused when its transaction commits.';
  const kit = useBookingKit({ now: MAY_MORNING });
  let taxonomy: Taxonomy;
  let consultant: TestUser;
  let slots: AvailabilitySlot[];
  let customers: TestUser[];

  beforeAll(async () => {
    const bookable = await bookableTaxonomy(kit);
    taxonomy = bookable.taxonomy;
    consultant = await bookable.newConsultant();
    slots = await kit.publishBlock(consultant, '2031-05-12T08:00:00.000Z', 2);
    customers = await kit.newCustomers(3);
  });

  it('a request holding a taken slot and a free one is a 409; the next ticket takes the next number', async () => {
    const [taken, free] = slots as [AvailabilitySlot, AvailabilitySlot];
    const [first, second] = customers as [TestUser, TestUser];
    const firstTicket = await kit.book(first, consultant, taxonomy, { slots: [taken] });
    expect(sequenceOf(firstTicket.orderNumber!)).toBe(1);

    const refused = await kit.createTicket(second, kit.ticketBody(taxonomy, consultant, [free, taken]));
    expectError(refused, 409, TICKET_MESSAGES.slotAlreadyBooked, { code: 'CONFLICT' });

    // Nothing of the refused request stays: no ticket, the free slot still free, the counter at 1.
    expect((await ticketRows(kit)).map((row) => row.id)).toEqual([firstTicket.id]);
    expect((await slotRow(kit, free.id))?.ticketId).toBeNull();
    expect(await counterRows(kit)).toEqual([{ period: '2031-05', lastValue: 1 }]);

    const next = await kit.book(second, consultant, taxonomy, { slots: [free] });
    expect(next.orderNumber).toBe(
      `${firstTicket.orderNumber!.slice(0, -SEQUENCE_LENGTH)}${'2'.padStart(SEQUENCE_LENGTH, '0')}`,
    );
    expect(await counterRows(kit)).toEqual([{ period: '2031-05', lastValue: 2 }]);
  });

  it('a transaction that fails at commit, after numbering, booking and history, gives its number back', async () => {
    const { db } = kit.database;
    const [customer] = customers.slice(2) as [TestUser];
    const slot = slots[2] as AvailabilitySlot;
    // A deferred constraint trigger runs at COMMIT, after every statement of the creation.
    await db.execute(
      sql.raw(`create function proof_fail_marked_ticket() returns trigger language plpgsql as $$
        begin
          if new.description = '${FAIL_MARKER}' then raise exception 'refused at commit'; end if;
          return null;
        end $$`),
    );
    await db.execute(
      sql.raw(`create constraint trigger proof_fail_marked_ticket after insert on tickets
        deferrable initially deferred for each row execute function proof_fail_marked_ticket()`),
    );
    try {
      const failed = await kit.createTicket(
        customer,
        kit.ticketBody(taxonomy, consultant, [slot], { description: FAIL_MARKER }),
      );
      expectError(failed, 500, 'Internal Server Error', { code: 'INTERNAL' });
    } finally {
      await db.execute(sql.raw('drop trigger proof_fail_marked_ticket on tickets'));
      await db.execute(sql.raw('drop function proof_fail_marked_ticket()'));
    }

    expect(await counterRows(kit)).toEqual([{ period: '2031-05', lastValue: 2 }]);
    expect((await slotRow(kit, slot.id))?.ticketId).toBeNull();
    expect((await ticketRows(kit)).some((row) => row.description === FAIL_MARKER)).toBe(false);

    const next = await kit.book(customer, consultant, taxonomy, { slots: [slot] });
    expect(sequenceOf(next.orderNumber!)).toBe(3);
    expect(await counterRows(kit)).toEqual([{ period: '2031-05', lastValue: 3 }]);
  });
});

describe.skipIf(!isPostgres())('ticket numbers across a month boundary', () => {
  const MAY_30 = '2031-05-30T06:00:00.000Z';
  const JUNE_1 = '2031-06-01T00:30:00.000Z';
  const kit = useBookingKit({ now: MAY_30 });
  let taxonomy: Taxonomy;
  let consultant: TestUser;
  let customer: TestUser;
  /** One hour (two slots) at 08:00 UTC on May 30 and 31 and June 1, 2 and 3, in time order. */
  let slots: AvailabilitySlot[];

  beforeAll(async () => {
    const bookable = await bookableTaxonomy(kit);
    taxonomy = bookable.taxonomy;
    consultant = await bookable.newConsultant();
    slots = await kit.publishDays(consultant, { days: 5, startHourUtc: 8, hours: 1 });
    customer = await kit.newCustomer();
  });

  const slotAt = (day: number, index: number) => slots[day * 2 + index] as AvailabilitySlot;
  const bookAt = async (day: number, index: number) =>
    (await kit.book(customer, consultant, taxonomy, { slots: [slotAt(day, index)] })).orderNumber;

  it('the month of the number is the month the ticket is created in, and the first ticket of June is 00001', async () => {
    const may = expectedNumberPrefix(CODES, 'Medium', MAY_30);
    const june = expectedNumberPrefix(CODES, 'Medium', JUNE_1);
    expect(may.slice(-4)).toBe('0531');
    expect(june.slice(-4)).toBe('0631');

    expect(await bookAt(0, 0)).toBe(`${may}00001`);
    // Booked in May for a slot in June: still a May number.
    expect(await bookAt(3, 0)).toBe(`${may}00002`);

    kit.clock.set(JUNE_1);
    expect(await bookAt(2, 0)).toBe(`${june}00001`);
    expect(await bookAt(2, 1)).toBe(`${june}00002`);

    expect(await counterRows(kit)).toEqual([
      { period: '2031-05', lastValue: 2 },
      { period: '2031-06', lastValue: 2 },
    ]);
  });
});

describe.skipIf(!isPostgres())('two status changes of one ticket at the same moment', () => {
  const kit = useBookingKit({ now: MAY_MORNING });
  let consultant: TestUser;
  let ticket: Ticket;

  beforeAll(async () => {
    const { taxonomy, newConsultant } = await bookableTaxonomy(kit);
    consultant = await newConsultant();
    const [slot] = (await kit.publishBlock(consultant, '2031-05-12T08:00:00.000Z', 1)) as [AvailabilitySlot];
    const customer = await kit.newCustomer();
    ticket = await kit.book(customer, consultant, taxonomy, { slots: [slot] });
  });

  /** Backends of this database waiting for a lock (the held row lock), other than the holder. */
  async function waitForLockWaiters(count: number) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      // The file runs on PostgreSQL only, where execute() answers with node-postgres' result.
      const result = (await kit.database.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: Array<{ waiting: number }> };
      if ((result.rows[0]?.waiting ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${count} requests came to wait for the ticket's row`);
  }

  it('both read New, one wins with 200, the other is a 409 "changed meanwhile"; one history entry', async () => {
    const { db } = kit.database;
    // The row is held while both requests read the ticket and reach their update, so both have
    // judged the change against New: neither can see the other's result first.
    let racing: Promise<LightMyRequestResponse[]> = Promise.resolve([]);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${tickets} where ${tickets.id} = ${ticket.id} for no key update`);
      racing = Promise.all([
        kit.changeStatus(consultant, ticket.id, { status: 'InProgress' }),
        kit.changeStatus(kit.admin, ticket.id, { status: 'Escalate' }),
      ]);
      await waitForLockWaiters(2);
    });
    // The lock is gone with the transaction: the two requests finish now.
    const responses = await racing;

    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
    const answered = (status: number) =>
      responses.find((response) => response.statusCode === status) as LightMyRequestResponse;
    const winner = expectBody(answered(200), 200, ticketSchema);
    expectError(answered(409), 409, TICKET_MESSAGES.statusChangedMeanwhile, { code: 'CONFLICT' });

    const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.status).toBe(winner.status);
    const history = await db
      .select()
      .from(ticketStatusHistory)
      .where(eq(ticketStatusHistory.ticketId, ticket.id))
      .orderBy(asc(ticketStatusHistory.changedAt));
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      [null, 'New'],
      ['New', winner.status],
    ]);
  });
});
