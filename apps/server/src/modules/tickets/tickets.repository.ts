import {
  FINISHED_STATUSES,
  MAX_TICKETS_PER_MONTH,
  type PaymentStatus,
  type TicketStatus,
} from '@basisdesk/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor, SearchReads, Tx } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { refused, type Written, writeOrRefuse, written } from '../../db/conflicts';
import {
  availabilitySlots,
  supportTypes,
  ticketNumberCounters,
  ticketStatuses,
  ticketStatusHistory,
  tickets,
  users,
} from '../../db/schema';
import { timestamptz } from '../../db/timestamptz';
import { transactionOf } from '../../db/transaction';
import type { SlotFields } from '../availability/slot-dto';
import { createTicketChanges, movedForward } from './ticket-changes';
import { newestFirst } from './ticket-filters';
import { SEQUENCE_DIGITS } from './ticket-numbers';
import { consultantUser, createTicketReads, customerUser, slotColumns, ticketColumns } from './ticket-reads';
import { createTicketTotals } from './ticket-totals';

export type NewTicketRow = typeof tickets.$inferInsert;
export type BookedSlotRow = SlotFields;
export type StatusOptionRow = typeof ticketStatuses.$inferSelect;
export type HistoryRow = typeof ticketStatusHistory.$inferSelect;

const EARNINGS_RECENT_LIMIT = 20;

const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

/** Paise and hours as the database adds them up: numeric, which the drivers hand over as text. */
export interface EarningsRow {
  months: Array<{ month: string; amountPaise: number | string; hours: number | string; tickets: number }>;
  recent: Array<{
    orderId: string;
    orderNumber: string;
    supportTypeName: string;
    closedAt: string;
    /** Hours worked when logged, else the time held (hoursLogged false). */
    hours: number | string;
    hoursLogged: boolean;
    amountPaise: number | string;
  }>;
}

/**
 * `searchReads`: the search's database (Database.searchReads), which stops when its client hangs
 * up; by default `db`, the search setting its planner settings itself.
 */
export function createTicketsRepository(
  db: Db,
  { searchReads = (_signal?: AbortSignal): SearchReads => ({ db, hasPlannerSettings: false }) } = {},
) {
  const totals = createTicketTotals(db);
  const reads = createTicketReads(db, totals, searchReads);
  // Prepared: the admin's support-requests page is one statement whose plan never changes.
  const summariesPage = withCompiledRows(
    db
      .select({
        id: tickets.id,
        orderNumber: tickets.orderNumber,
        title: tickets.title,
        status: tickets.status,
        paymentStatus: tickets.paymentStatus,
        priority: tickets.priority,
        supportTypeName: supportTypes.name,
        customerId: tickets.customerId,
        consultantId: tickets.consultantId,
        hourlyRatePaise: tickets.hourlyRatePaise,
        bookedMinutes: tickets.bookedMinutes,
        amountPaise: tickets.amountPaise,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .innerJoin(supportTypes, eq(supportTypes.id, tickets.supportTypeId))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('ticket_summaries_page'),
  );

  return {
    transaction: transactionOf(db),

    // --- booking -------------------------------------------------------------------------------

    listSlotsById(ids: string[], tx: DbExecutor = db): Promise<BookedSlotRow[]> {
      return tx.select(slotColumns).from(availabilitySlots).where(inArray(availabilitySlots.id, ids));
    },

    /**
     * Locks the listed slots that are the consultant's, still free and not started, in id order
     * (two bookings sharing slots then queue instead of deadlocking). A slot another booking
     * holds makes this wait; once that booking commits the slot is no longer free and is left
     * out, so fewer come back than were asked for. Answers them with their times (the booking's
     * notices name its sessions).
     */
    async lockFreeSlots(
      ids: string[],
      consultantId: string,
      now: Date,
      tx: Tx,
    ): Promise<Array<{ id: string; start: Date; end: Date }>> {
      return tx
        .select({
          id: availabilitySlots.id,
          start: availabilitySlots.slotStart,
          end: availabilitySlots.slotEnd,
        })
        .from(availabilitySlots)
        .where(
          and(
            inArray(availabilitySlots.id, ids),
            eq(availabilitySlots.consultantId, consultantId),
            isNull(availabilitySlots.ticketId),
            gt(availabilitySlots.slotStart, now),
          ),
        )
        .orderBy(asc(availabilitySlots.id))
        .for('update');
    },

    /** Books the slots for the ticket; only free ones are taken, and the count says how many. */
    async assignSlots(ids: string[], ticketId: string, tx: Tx): Promise<number> {
      const rows = await tx
        .update(availabilitySlots)
        .set({ ticketId })
        .where(and(inArray(availabilitySlots.id, ids), isNull(availabilitySlots.ticketId)))
        .returning({ id: availabilitySlots.id });
      return rows.length;
    },

    /**
     * Numbers and inserts the ticket in one statement, the last of its transaction: the month's
     * counter row is upserted (which locks it until commit) and the ticket takes prefix + the
     * 5-digit sequence. Numbers are unique and gapless: a transaction that fails rolls its number
     * back, and the lock is held for this statement and the commit only. Refused when the month's
     * 99,999 numbers are used up (the upsert then returns no row and nothing is inserted), or when
     * the type, category and sub-option no longer fit together (an admin changed the taxonomy
     * since the request was checked).
     */
    async insertNumberedTicket(
      values: Omit<NewTicketRow, 'orderNumber'> & { id: string; createdAt: Date; updatedAt: Date },
      number: { prefix: string; period: string },
      tx: Tx,
    ): Promise<Written<string, 'numbers-used-up' | 'taxonomy-changed'>> {
      const inserted = await writeOrRefuse(
        async () =>
          (await tx.execute(sql`
        with next as (
          insert into ${ticketNumberCounters} (period, last_value) values (${number.period}, 1)
          on conflict (period) do update set last_value = ${ticketNumberCounters}.last_value + 1
            where ${ticketNumberCounters}.last_value < ${MAX_TICKETS_PER_MONTH}
          returning last_value
        )
        insert into ${tickets} (id, order_number, customer_id, consultant_id, support_type_id,
          support_category_id, support_sub_option_id, sr_identifier, priority, title, description,
          hourly_rate_paise, booked_minutes, created_at, updated_at)
        select ${values.id}::uuid, ${number.prefix} || lpad(next.last_value::text, ${SEQUENCE_DIGITS}::int, '0'),
          ${values.customerId}::uuid, ${values.consultantId}::uuid, ${values.supportTypeId}::uuid,
          ${values.supportCategoryId}::uuid, ${values.supportSubOptionId ?? null}::uuid,
          ${values.srIdentifier ?? null}::text, ${values.priority}::ticket_priority,
          ${values.title}::text, ${values.description}::text,
          ${values.hourlyRatePaise}::integer, ${values.bookedMinutes}::integer,
          ${timestamptz(values.createdAt)}, ${timestamptz(values.updatedAt)}
        from next
        returning order_number`)) as { rows: Array<{ order_number: string }> }, // both drivers answer { rows }
        [{ violation: 'foreignKey', conflict: 'taxonomy-changed' }],
      );
      if (!inserted.ok) return inserted;
      const orderNumber = inserted.value.rows[0]?.order_number;
      return orderNumber === undefined ? refused('numbers-used-up') : written(orderNumber);
    },

    /** Answers the entry's id: what tells people of the change names it (one mail per change). */
    async insertHistory(values: typeof ticketStatusHistory.$inferInsert, tx: Tx): Promise<string> {
      const [row] = await tx
        .insert(ticketStatusHistory)
        .values(values)
        .returning({ id: ticketStatusHistory.id });
      if (!row) throw new Error('insert returned no history entry');
      return row.id;
    },

    // --- reads (ticket-reads.ts) --------------------------------------------------------------

    ...reads,

    listStatusOptions(tx: DbExecutor = db): Promise<StatusOptionRow[]> {
      return tx.select().from(ticketStatuses).orderBy(asc(ticketStatuses.sortOrder));
    },

    listHistory(ticketId: string, tx: DbExecutor = db): Promise<HistoryRow[]> {
      return tx
        .select()
        .from(ticketStatusHistory)
        .where(eq(ticketStatusHistory.ticketId, ticketId))
        .orderBy(asc(ticketStatusHistory.changedAt), asc(ticketStatusHistory.id));
    },

    // --- status --------------------------------------------------------------------------------

    ...createTicketChanges(),

    // --- payments (called by the payments module through the tickets service) ------------------

    /**
     * The ticket as payments need it, with its customer's name; locked for the rest of the
     * transaction when `lock` (a capture and a refund of one ticket queue instead of interleaving).
     */
    async findForPayment(id: string, tx: DbExecutor, options: { lock?: boolean } = {}) {
      const query = tx
        .select({
          ...ticketColumns,
          customerFirstName: users.firstName,
          customerLastName: users.lastName,
        })
        .from(tickets)
        .innerJoin(users, eq(users.id, tickets.customerId))
        .where(eq(tickets.id, id))
        .limit(1);
      const [row] = options.lock ? await query.for('update', { of: tickets }) : await query;
      return row ?? null;
    },

    /**
     * What a notification says of the ticket when it is delivered: number, description, statuses,
     * the amount's inputs, and both people with e-mail and time zone.
     */
    async findForNotice(id: string) {
      const [row] = await db
        .select({
          id: tickets.id,
          orderNumber: tickets.orderNumber,
          title: tickets.title,
          description: tickets.description,
          status: tickets.status,
          paymentStatus: tickets.paymentStatus,
          amountPaise: tickets.amountPaise,
          hourlyRatePaise: tickets.hourlyRatePaise,
          bookedMinutes: tickets.bookedMinutes,
          customer: {
            id: customerUser.id,
            firstName: customerUser.firstName,
            lastName: customerUser.lastName,
            email: customerUser.email,
            timeZone: customerUser.timeZone,
          },
          consultant: {
            id: consultantUser.id,
            firstName: consultantUser.firstName,
            lastName: consultantUser.lastName,
            email: consultantUser.email,
            timeZone: consultantUser.timeZone,
          },
        })
        .from(tickets)
        .innerJoin(customerUser, eq(customerUser.id, tickets.customerId))
        .innerJoin(consultantUser, eq(consultantUser.id, tickets.consultantId))
        .where(eq(tickets.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Sets the payment status, and the status when given; the caller holds the row's lock. */
    async updatePayment(
      change: { id: string; paymentStatus: PaymentStatus; status?: TicketStatus; now: Date },
      tx: Tx,
    ): Promise<{ updatedAt: Date }> {
      const [row] = await tx
        .update(tickets)
        .set({
          paymentStatus: change.paymentStatus,
          ...(change.status !== undefined && {
            status: change.status,
            updatedAt: movedForward(change.now),
          }),
        })
        .where(eq(tickets.id, change.id))
        .returning({ updatedAt: tickets.updatedAt });
      if (!row) throw new Error(`ticket ${change.id} vanished while its payment changed`);
      return row;
    },

    // --- admin ---------------------------------------------------------------------------------

    /** A page of every ticket in brief, newest first (the list index), with its type's name. */
    listSummaries(page: { offset: number; limit: number }) {
      return summariesPage.execute(page);
    },

    countAll: totals.countAll,

    /**
     * A consultant's earned tickets in one statement (decision 028): finished (FINISHED_STATUSES), not
     * refunded, billing something (hours worked, else held time, at the captured rate). Each
     * counts in the UTC month it was FIRST closed, which nothing later moves (a refund, a reopening,
     * a release of slots); a ticket without such an entry falls back to its last change. By month,
     * newest first, and the latest 20. The tickets come from the consultant's list index, the
     * closing time from the history's per-ticket index.
     */
    async getEarnings(consultantId: string, tx: DbExecutor = db): Promise<EarningsRow> {
      const result = (await tx.execute(sql`
        with earned as (
          select ${tickets.id} as id, ${tickets.orderNumber} as order_number, ${supportTypes.name} as support_type_name,
            coalesce(${tickets.hoursWorked}, ${tickets.bookedMinutes} / 60.0) as hours,
            ${tickets.hoursWorked} is not null as hours_logged,
            ticket_payable_paise(${tickets.amountPaise}, ${tickets.hourlyRatePaise}, ${tickets.bookedMinutes}) as amount_paise,
            coalesce(
              (select min(h.changed_at) from ${ticketStatusHistory} h
                where h.ticket_id = ${tickets.id} and h.event = 'status'
                  and h.to_status in (${statusList(FINISHED_STATUSES)})),
              ${tickets.updatedAt}) as closed_at
          from ${tickets}
          join ${supportTypes} on ${supportTypes.id} = ${tickets.supportTypeId}
          where ${tickets.consultantId} = ${consultantId}
            and ${tickets.status} in (${statusList(FINISHED_STATUSES)})
            and ${tickets.paymentStatus} <> 'Refunded'
            and ticket_payable_paise(${tickets.amountPaise}, ${tickets.hourlyRatePaise}, ${tickets.bookedMinutes}) > 0
        )
        select
          (select coalesce(json_agg(json_build_object('month', m.month, 'amountPaise', m.amount_paise,
              'hours', m.hours, 'tickets', m.tickets) order by m.month desc), '[]'::json)
            from (select to_char(closed_at at time zone 'UTC', 'YYYY-MM') as month,
                    sum(amount_paise)::text as amount_paise, round(sum(hours), 2)::text as hours,
                    count(*)::int as tickets
                  from earned group by 1) m) as months,
          (select coalesce(json_agg(json_build_object('orderId', r.id, 'orderNumber', r.order_number,
              'supportTypeName', r.support_type_name,
              'closedAt', to_char(r.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'hours', round(r.hours, 2)::text, 'hoursLogged', r.hours_logged, 'amountPaise', r.amount_paise::text)
              order by r.closed_at desc, r.id desc), '[]'::json)
            from (select * from earned order by closed_at desc, id desc limit ${EARNINGS_RECENT_LIMIT}) r) as recent`)) as {
        rows: Array<{ months: EarningsRow['months'] | string; recent: EarningsRow['recent'] | string }>;
      };
      const row = result.rows[0];
      // pg parses json columns; PGlite may hand them over as text.
      const parse = <T>(value: T | string): T =>
        typeof value === 'string' ? (JSON.parse(value) as T) : value;
      return { months: parse(row?.months ?? []), recent: parse(row?.recent ?? []) };
    },

    countByStatus: totals.countByStatus,
    countByMonth: totals.countByMonth,
    getRevenue: totals.getRevenue,
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
export type TicketReadRow = NonNullable<Awaited<ReturnType<TicketsRepository['findVisible']>>>;
export type TicketSummaryRow = Awaited<ReturnType<TicketsRepository['listSummaries']>>[number];
