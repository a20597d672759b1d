import { ROLES, type Role, type TicketListQuery } from '@basisdesk/shared';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, SearchReads } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import {
  availabilitySlots,
  supportCategories,
  supportSubOptions,
  supportTypes,
  ticketCounts,
  tickets,
  users,
} from '../../db/schema';
import type { SlotFields } from '../availability/slot-dto';
import { inSearchOrder, searchTickets } from './search';
import {
  listConditions,
  newestFirst,
  scopeCondition,
  scopeOf,
  type TicketScope,
  type Viewer,
} from './ticket-filters';
import type { TicketTotals } from './ticket-totals';

/*
 * How tickets are read for people to see: one ticket within its viewer's visibility, and the
 * lists, each by the statement that fits its filters (decision 025). The writes, payments and
 * figures are in tickets.repository.ts, which hands these on.
 */

/** The two people of a ticket, joined from users twice. */
export const customerUser = alias(users, 'ticket_customer');
export const consultantUser = alias(users, 'ticket_consultant');

/** The ticket's own columns, without the search documents (only search reads them, inside SQL). */
export const {
  searchDocument: _searchDocument,
  titleDocument: _titleDocument,
  ...ticketColumns
} = getTableColumns(tickets);

/** A ticket with the names people read beside it. */
const ticketReadColumns = {
  ...ticketColumns,
  supportTypeName: supportTypes.name,
  supportCategoryName: supportCategories.name,
  supportSubOptionName: supportSubOptions.name,
  customerFirstName: customerUser.firstName,
  customerLastName: customerUser.lastName,
  customerTimeZone: customerUser.timeZone,
  consultantFirstName: consultantUser.firstName,
  consultantLastName: consultantUser.lastName,
  consultantTimeZone: consultantUser.timeZone,
};

export const slotColumns = {
  id: availabilitySlots.id,
  consultantId: availabilitySlots.consultantId,
  slotStart: availabilitySlots.slotStart,
  slotEnd: availabilitySlots.slotEnd,
  ticketId: availabilitySlots.ticketId,
};

/** No filter but the list's own scope: the prepared path. */
const isPlainList = (query: TicketListQuery) =>
  !query.search && !query.date && !query.status && !query.paymentStatus && !query.consultantId;

export function createTicketReads(
  db: Db,
  totals: TicketTotals,
  searchReads: (signal?: AbortSignal) => SearchReads,
) {
  /** The ticket joined to its taxonomy names and both people; one query, by primary or list index. */
  const selectTickets = () =>
    db
      .select(ticketReadColumns)
      .from(tickets)
      .innerJoin(supportTypes, eq(supportTypes.id, tickets.supportTypeId))
      .innerJoin(supportCategories, eq(supportCategories.id, tickets.supportCategoryId))
      .leftJoin(supportSubOptions, eq(supportSubOptions.id, tickets.supportSubOptionId))
      .innerJoin(customerUser, eq(customerUser.id, tickets.customerId))
      .innerJoin(consultantUser, eq(consultantUser.id, tickets.consultantId));

  /**
   * The lists people open most (their own tickets or their assignments, no filter) in one named
   * prepared statement each: the joins cost PostgreSQL more to plan than to run, and a prepared
   * statement is planned once per connection. The page is cut from the list index with its total
   * counted alongside (a window over the person's tickets), and each ticket carries its booked
   * slots as JSON, so a page is one round trip instead of three. The scope is the general
   * path's (scopeCondition), with the person's id as a placeholder.
   */
  function preparePlainPage(side: 'customer' | 'consultant') {
    const scopeId = sql.placeholder('scopeId');
    const scope = scopeCondition(side === 'customer' ? { customerId: scopeId } : { consultantId: scopeId });
    const page = db
      .select({ id: tickets.id })
      .from(tickets)
      .where(scope)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    // The person's total from their counter rows (ticket-totals.ts), not by counting their tickets.
    const counted = db
      .select({ total: sql`coalesce(sum(${ticketCounts.tickets}), 0)` })
      .from(ticketCounts)
      .where(and(eq(ticketCounts.side, side), eq(ticketCounts.ownerId, scopeId)));
    const bookedSlots = sql<Array<[string, string, string]>>`(
      select coalesce(json_agg(json_build_array(${availabilitySlots.id}, ${availabilitySlots.slotStart}, ${availabilitySlots.slotEnd})
        order by ${availabilitySlots.slotStart}, ${availabilitySlots.id}), '[]')
      from ${availabilitySlots} where ${availabilitySlots.ticketId} = ${tickets.id})`;
    return {
      page: withCompiledRows(
        db
          .select({ ...ticketReadColumns, pageTotal: sql<string>`(${counted})`, bookedSlots })
          .from(page)
          .innerJoin(tickets, eq(tickets.id, page.id))
          .innerJoin(supportTypes, eq(supportTypes.id, tickets.supportTypeId))
          .innerJoin(supportCategories, eq(supportCategories.id, tickets.supportCategoryId))
          .leftJoin(supportSubOptions, eq(supportSubOptions.id, tickets.supportSubOptionId))
          .innerJoin(customerUser, eq(customerUser.id, tickets.customerId))
          .innerJoin(consultantUser, eq(consultantUser.id, tickets.consultantId))
          .orderBy(...newestFirst)
          .prepare(`tickets_page_by_${side}`),
      ),
      // Only for a page past the end, which has no row to carry the total.
      count: withCompiledRows(counted.prepare(`tickets_count_by_${side}`)),
    };
  }
  const plainPages = { customer: preparePlainPage('customer'), consultant: preparePlainPage('consultant') };

  /**
   * One ticket as its customer, its consultant or an admin sees it (detail, status, after
   * booking): one prepared statement per role, each the visibility rule (scopeOf) for that role
   * with the viewer's id as a placeholder.
   */
  const STATEMENT_NAMES: Record<Role, string> = {
    Customer: 'ticket_by_id_for_customer',
    Consultant: 'ticket_by_id_for_consultant',
    Admin: 'ticket_by_id',
  };
  const prepareVisibleTicket = (role: Role) =>
    withCompiledRows(
      selectTickets()
        .where(
          and(
            eq(tickets.id, sql.placeholder('id')),
            scopeCondition(scopeOf({ id: sql.placeholder('viewerId'), role })),
          ),
        )
        .limit(1)
        .prepare(STATEMENT_NAMES[role]),
    );
  const visibleTicket = Object.fromEntries(ROLES.map((role) => [role, prepareVisibleTicket(role)])) as Record<
    Role,
    ReturnType<typeof prepareVisibleTicket>
  >;
  /**
   * A filtered page's tickets, by the ids its filter's index gave (newest first): the join is
   * planned once per connection (a generic plan), not per request as a statement holding the
   * filter would be, and the filter's own statement is on `tickets` alone, cheap to plan.
   */
  const ticketsByIds = withCompiledRows(
    selectTickets()
      .where(sql`${tickets.id} = any(${sql.placeholder('ids')})`)
      .orderBy(...newestFirst)
      .prepare('tickets_by_ids'),
  );
  const slotsOfTickets = withCompiledRows(
    db
      .select(slotColumns)
      .from(availabilitySlots)
      .where(sql`${availabilitySlots.ticketId} = any(${sql.placeholder('ticketIds')})`)
      .orderBy(asc(availabilitySlots.slotStart), asc(availabilitySlots.id))
      .prepare('tickets_booked_slots'),
  );

  return {
    async findVisible(id: string, viewer: Viewer) {
      const [row] = await visibleTicket[viewer.role].execute({ id, viewerId: viewer.id });
      return row ?? null;
    },

    /**
     * One page, newest first, and the total. Without filters, the prepared statement of the
     * person's side; otherwise the total first (ticket-totals.ts: counters, or a capped count),
     * then the page's ids cut from `tickets` alone (the index of the filter serves the order), and
     * only those rows joined to their names (ticketsByIds, prepared).
     */
    async listPage(
      query: TicketListQuery,
      options: { scope: TicketScope; viewer: Viewer; now: Date; signal?: AbortSignal },
    ) {
      const { scope } = options;
      if (scope !== 'all' && isPlainList(query)) {
        const [side, scopeId] =
          'customerId' in scope
            ? (['customer', scope.customerId] as const)
            : (['consultant', scope.consultantId] as const);
        const statements = plainPages[side];
        const offset = (query.page - 1) * query.pageSize;
        const rows = await statements.page.execute({ scopeId, limit: query.pageSize, offset });
        const [counted] = rows.length === 0 ? await statements.count.execute({ scopeId }) : [];
        // The rows keep their two extra columns: copying 27 fields to drop them costs more than they weigh.
        const slots = rows.flatMap((row) =>
          row.bookedSlots.map(([slotId, start, end]) => ({
            id: slotId,
            consultantId: row.consultantId,
            slotStart: new Date(start),
            slotEnd: new Date(end),
            ticketId: row.id,
          })),
        );
        return {
          rows,
          total: Number(rows[0]?.pageTotal ?? counted?.total ?? 0),
          isTotalCapped: false,
          slots,
        };
      }
      if (query.search) {
        // Ranked by how each ticket matched, with a capped total (search/, decision 027); the
        // one list read that can be slow, so it stops if its client hangs up.
        const found = await searchTickets(
          searchReads(options.signal),
          query.search,
          listConditions(query, options),
          query,
        );
        const rows = found.ids.length === 0 ? [] : await ticketsByIds.execute({ ids: found.ids });
        return {
          rows: inSearchOrder(rows, found.ids),
          total: found.total,
          isTotalCapped: found.isTotalCapped,
          slots: null,
        };
      }
      const where = listConditions(query, options);
      const offset = (query.page - 1) * query.pageSize;
      const counted = await totals.countList(query, { ...options, where });
      // Nothing to cut past the end: a filter with no match never walks its index for a page.
      if (!counted.isTotalCapped && offset >= counted.total) return { rows: [], ...counted, slots: null };
      const pageIds = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.pageSize)
        .offset(offset);
      const ids = pageIds.map((row) => row.id);
      const rows = ids.length === 0 ? [] : await ticketsByIds.execute({ ids });
      return { rows, ...counted, slots: null };
    },

    /** The booked slots of the given tickets, in time order: one query for a whole page. */
    listSlotsOfTickets(ticketIds: string[]): Promise<SlotFields[]> {
      if (ticketIds.length === 0) return Promise.resolve([]);
      return slotsOfTickets.execute({ ticketIds });
    },
  };
}
