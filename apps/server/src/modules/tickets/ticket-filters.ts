import {
  DATE_RANGE_DAYS,
  type DateRange,
  isAdmin,
  type Role,
  seesPayments,
  type TicketListQuery,
  type TicketStatus,
} from '@basisdesk/shared';
import { startOfDayIn } from '@basisdesk/shared/common/local-day';
import { and, eq, gte, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { tickets } from '../../db/schema';
import type { Principal } from '../users/principal';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A value, or the placeholder of a prepared statement that is given it when it runs. */
type Bound = string | SQLWrapper;

/**
 * Newest first, spelled as the list indexes are built (DESC NULLS LAST): a plain DESC means NULLS
 * FIRST, which PostgreSQL cannot read from those indexes, and every page would sort the table.
 */
export const newestFirst = [sql`${tickets.createdAt} desc nulls last`, sql`${tickets.id} desc nulls last`];

/** Whose tickets a list covers: everyone's, or one side of them (raised by, or assigned to). */
export type TicketScope<Id extends Bound = string> = { customerId: Id } | { consultantId: Id } | 'all';

/** Who reads: the signed-in person, as far as visibility looks at them. */
export type Viewer = Pick<Principal, 'id' | 'role'>;

/**
 * The one visibility rule (DESIGN §6): customers see the tickets they raised, consultants those
 * assigned to them, admins all. A single ticket is read within the viewer's scope; a list names its
 * own scope (recent/user is the tickets one raised, whatever one's role). Both become SQL in
 * scopeCondition, with the id a value or a prepared statement's placeholder.
 */
export function scopeOf<Id extends Bound>(viewer: { id: Id; role: Role }): TicketScope<Id> {
  if (isAdmin(viewer.role)) return 'all';
  return viewer.role === 'Consultant' ? { consultantId: viewer.id } : { customerId: viewer.id };
}

export function scopeCondition(scope: TicketScope<Bound>): SQL | undefined {
  if (scope === 'all') return undefined;
  return 'customerId' in scope
    ? eq(tickets.customerId, scope.customerId)
    : eq(tickets.consultantId, scope.consultantId);
}

/**
 * The list's date filter: today since the viewer's midnight (in their time zone, UTC when they
 * name none), otherwise the last 7, 30 or 90 days from now, which are the same everywhere.
 */
export function createdSince(range: DateRange, now: Date, timeZone = 'UTC'): Date {
  if (range === 'today') return startOfDayIn(now, timeZone);
  return new Date(now.getTime() - DATE_RANGE_DAYS[range] * DAY_MS);
}

/**
 * The statuses a status filter finds. A consultant sees Paid as Closed (spec §4): their Closed
 * holds both, and asking for Paid is asking for Closed, so the filter never tells them which
 * tickets were paid.
 */
export function statusesOf(status: TicketStatus, viewer: Viewer): readonly TicketStatus[] {
  if (!seesPayments(viewer.role) && (status === 'Closed' || status === 'Paid')) return ['Closed', 'Paid'];
  return [status];
}

function statusCondition(status: TicketStatus, viewer: Viewer): SQL {
  const statuses = statusesOf(status, viewer);
  return statuses.length === 1 ? eq(tickets.status, status) : inArray(tickets.status, [...statuses]);
}

/**
 * Every filter of a list but the search (ticket-search.ts, which keeps these), as a condition on
 * `tickets`. consultantId narrows only an admin's list: the others' lists are already theirs, so
 * it is ignored there. Consultants do not see payments (spec §2), so the payment status filter is
 * ignored in theirs.
 */
export function listConditions(
  query: TicketListQuery,
  options: { scope: TicketScope; viewer: Viewer; now: Date },
): SQL | undefined {
  return and(
    scopeCondition(options.scope),
    query.date ? gte(tickets.createdAt, createdSince(query.date, options.now, query.timeZone)) : undefined,
    query.status ? statusCondition(query.status, options.viewer) : undefined,
    query.paymentStatus && seesPayments(options.viewer.role)
      ? eq(tickets.paymentStatus, query.paymentStatus)
      : undefined,
    query.consultantId && isAdmin(options.viewer.role)
      ? eq(tickets.consultantId, query.consultantId)
      : undefined,
  );
}
