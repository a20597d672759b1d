import {
  isAdmin,
  PAYABLE_STATUSES,
  type PaymentStatus,
  seesPayments,
  TICKET_COUNT_CAP,
  type TicketListQuery,
  type TicketStatus,
  UNPAID_PAYMENT_STATUSES,
} from '@basisdesk/shared';
import { type AnyColumn, and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { countCapped, type ListTotal } from '../../db/capped-count';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import {
  type CountedSide,
  EVERYONE_ID,
  paymentTotals,
  ticketCounts,
  ticketDayCounts,
  ticketMonthCounts,
  tickets,
} from '../../db/schema';
import { equalsUnlessNull } from '../../db/unless-null';
import { createdSince, statusesOf, type TicketScope, type Viewer } from './ticket-filters';

/** Closed work whose payment is still to come: what the admin figures call outstanding. */

/** The counter rows of one side of the tickets: a customer's, a consultant's, or everyone's. */
interface CounterRows {
  side: CountedSide;
  ownerId: string;
  statuses?: readonly TicketStatus[];
  paymentStatus?: PaymentStatus;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function countersOfScope(scope: TicketScope): CounterRows {
  if (scope === 'all') return { side: 'all', ownerId: EVERYONE_ID };
  return 'customerId' in scope
    ? { side: 'customer', ownerId: scope.customerId }
    : { side: 'consultant', ownerId: scope.consultantId };
}

/**
 * The counter rows that hold a list's total, when its filters are ones the counters keep (the
 * scope, a consultant an admin picked, status, payment status, and a date range over everyone's
 * tickets, which the day counters keep); null for a search, for a date range over one person's
 * tickets (counted from their own index), and for an admin's own raised tickets narrowed to one
 * consultant (two people at once). The filters apply exactly as listConditions applies them.
 */
function countersOfList(query: TicketListQuery, scope: TicketScope, viewer: Viewer): CounterRows | null {
  if (query.search) return null;
  const byConsultant = query.consultantId && isAdmin(viewer.role) ? query.consultantId : undefined;
  if (byConsultant && scope !== 'all') return null;
  const rows = byConsultant ? countersOfScope({ consultantId: byConsultant }) : countersOfScope(scope);
  if (query.date && rows.side !== 'all') return null;
  return {
    ...rows,
    statuses: query.status ? statusesOf(query.status, viewer) : undefined,
    paymentStatus: query.paymentStatus && seesPayments(viewer.role) ? query.paymentStatus : undefined,
  };
}

/** The first UTC midnight at or after `at`: where a range's whole days begin. */
function nextUtcMidnight(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
}

/**
 * Totals and figures read from the counters the database keeps (migrations 0011, 0015): a few
 * rows whatever the number of tickets. What the counters do not keep (a search, one person's
 * tickets in a date range) is counted up to TICKET_COUNT_CAP + 1 from the list's own index. The
 * counters' statements are prepared: each is a few rows of an index, cheaper for PostgreSQL than
 * building it was for us.
 */
export function createTicketTotals(db: Db) {
  const ofOwner = and(
    eq(ticketCounts.side, sql.placeholder('side')),
    eq(ticketCounts.ownerId, sql.placeholder('ownerId')),
  );
  // Every filter the counters keep, in one statement: no statuses, or no payment status, is any.
  const statuses = sql.placeholder('statuses');
  const paymentStatus = sql.placeholder('paymentStatus');
  const keptFilters = (statusColumn: AnyColumn, paymentStatusColumn: AnyColumn) => [
    sql`(${statuses}::text[] is null or ${statusColumn} = any(${statuses}::text[]))`,
    equalsUnlessNull(paymentStatusColumn, paymentStatus),
  ];
  const counterTotal = withCompiledRows(
    db
      .select({ total: sql<string>`coalesce(sum(${ticketCounts.tickets}), 0)` })
      .from(ticketCounts)
      .where(and(ofOwner, ...keptFilters(ticketCounts.status, ticketCounts.paymentStatus)))
      .prepare('ticket_counter_total'),
  );
  /**
   * Everyone's tickets created since a time, in one statement (one snapshot): the part of its
   * first UTC day counted from the tickets (a day's worth at most, from the list index), every
   * whole day after it summed from ticket_day_counts (at most 90 days of a few rows each).
   */
  const dayRangeTotal = withCompiledRows(
    db
      .select({
        total: sql<string>`coalesce(sum(${ticketDayCounts.tickets}), 0) + (
          select count(*) from ${tickets}
          where ${tickets.createdAt} >= ${sql.placeholder('since')}::timestamptz
            and ${tickets.createdAt} < ${sql.placeholder('wholeDaysFrom')}::timestamptz
            and ${and(...keptFilters(tickets.status, tickets.paymentStatus))})`,
      })
      .from(ticketDayCounts)
      .where(
        and(
          gte(ticketDayCounts.day, sql`${sql.placeholder('firstWholeDay')}::date`),
          ...keptFilters(ticketDayCounts.status, ticketDayCounts.paymentStatus),
        ),
      )
      .prepare('ticket_day_range_total'),
  );
  const countsByStatus = withCompiledRows(
    db
      .select({ status: ticketCounts.status, count: sql<string>`sum(${ticketCounts.tickets})` })
      .from(ticketCounts)
      .where(ofOwner)
      .groupBy(ticketCounts.status)
      .prepare('ticket_counts_by_status'),
  );
  const countsByMonth = withCompiledRows(
    db
      .select({ month: ticketMonthCounts.month, count: sql<string>`sum(${ticketMonthCounts.tickets})` })
      .from(ticketMonthCounts)
      .where(gte(ticketMonthCounts.month, sql.placeholder('since')))
      .groupBy(ticketMonthCounts.month)
      .orderBy(asc(ticketMonthCounts.month))
      .prepare('ticket_month_counts_since'),
  );
  const payments = withCompiledRows(
    db
      .select({
        status: paymentTotals.status,
        payments: sql<string>`sum(${paymentTotals.payments})`,
        amountPaise: sql<string>`sum(${paymentTotals.amountPaise})`,
      })
      .from(paymentTotals)
      .groupBy(paymentTotals.status)
      .prepare('payment_totals'),
  );
  const outstandingPaise = withCompiledRows(
    db
      .select({ paise: sql<string>`coalesce(sum(${ticketCounts.payablePaise}), 0)` })
      .from(ticketCounts)
      .where(
        and(
          eq(ticketCounts.side, 'all'),
          eq(ticketCounts.ownerId, EVERYONE_ID),
          inArray(ticketCounts.status, [...PAYABLE_STATUSES]),
          inArray(ticketCounts.paymentStatus, [...UNPAID_PAYMENT_STATUSES]),
        ),
      )
      .prepare('tickets_outstanding_paise'),
  );

  async function sumCounters(rows: CounterRows): Promise<number> {
    const [row] = await counterTotal.execute({
      side: rows.side,
      ownerId: rows.ownerId,
      statuses: rows.statuses ? [...rows.statuses] : null,
      paymentStatus: rows.paymentStatus ?? null,
    });
    return Number(row?.total ?? 0);
  }

  async function sumDayRange(rows: CounterRows, since: Date): Promise<number> {
    const wholeDaysFrom = nextUtcMidnight(since).toISOString();
    const [row] = await dayRangeTotal.execute({
      since: since.toISOString(),
      wholeDaysFrom,
      firstWholeDay: wholeDaysFrom.slice(0, 10),
      statuses: rows.statuses ? [...rows.statuses] : null,
      paymentStatus: rows.paymentStatus ?? null,
    });
    return Number(row?.total ?? 0);
  }

  return {
    /** A list's total: from the counters when they keep its filters, else counted up to the cap. */
    async countList(
      query: TicketListQuery,
      options: { scope: TicketScope; viewer: Viewer; now: Date; where: SQL | undefined },
    ): Promise<ListTotal> {
      const counters = countersOfList(query, options.scope, options.viewer);
      if (counters && query.date) {
        const since = createdSince(query.date, options.now, query.timeZone);
        return { total: await sumDayRange(counters, since), isTotalCapped: false };
      }
      if (counters) return { total: await sumCounters(counters), isTotalCapped: false };
      return countCapped(db, tickets, options.where, TICKET_COUNT_CAP);
    },

    /** Every ticket, from the counters. */
    countAll: (): Promise<number> => sumCounters(countersOfScope('all')),

    /** Tickets per status within a scope, from its counter rows; statuses with none are left out. */
    async countByStatus(scope: TicketScope): Promise<Array<{ status: string; count: number }>> {
      const { side, ownerId } = countersOfScope(scope);
      const rows = await countsByStatus.execute({ side, ownerId });
      return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    },

    /** Tickets per UTC month (yyyy-mm) from the given one on. */
    async countByMonth(sinceMonth: string): Promise<Array<{ month: string; count: number }>> {
      const rows = await countsByMonth.execute({ since: sinceMonth });
      return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
    },

    /**
     * The admin figures' money in paise: captured payments (a refund not yet done included: the
     * money is still held), refunded payments, and what Closed or Topic Closed tickets not yet paid
     * (Pending or Failed) are to be paid (the counters' payable amounts).
     */
    async getRevenue(): Promise<{ paid: number; refunded: number; outstanding: number }> {
      const [paid, outstanding] = await Promise.all([payments.execute(), outstandingPaise.execute()]);
      const paidOf = (status: string) => Number(paid.find((row) => row.status === status)?.amountPaise ?? 0);
      return {
        paid: paidOf('captured'),
        refunded: paidOf('refunded'),
        outstanding: Number(outstanding[0]?.paise ?? 0),
      };
    },
  };
}

export type TicketTotals = ReturnType<typeof createTicketTotals>;
