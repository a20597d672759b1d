import { randomUUID } from 'node:crypto';
import {
  CLOSING_STATUSES,
  type CreateTicketBody,
  groupIntoSessions,
  type HoursWorkedRule,
  hoursRuleOf,
  isAdmin,
  MIN_HOURS_WORKED,
  mayCommentOnly,
  needsHoursWorked,
  type OrderStatus,
  type PaymentStatus,
  paiseToRupees,
  type Role,
  SLOT_MINUTES,
  type StatusHistoryEntry,
  type StatusOption,
  seesPayments,
  statusesSeenBy,
  statusOptionsFor,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type Ticket,
  type TicketListQuery,
  type TicketPage,
  type TicketStatus,
  type TicketStatusCounts,
  type UpdateTicketStatusBody,
} from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import type { MailPerson, TicketFacts } from '../notifications/notification-mail';
import type { NotificationsService } from '../notifications/notifications.service';
import { bookingDrafts } from '../notifications/session-notices';
import type { Principal } from '../users/principal';
import { type BookingCheckDeps, createBookingChecks, slotAlreadyBooked } from './booking-checks';
import {
  amountPaiseFor,
  isHistoryEntryShown,
  nameOf,
  toHistoryEntry,
  toOrderStatus,
  toStatusOption,
  toTicket,
  totalPaiseOf,
} from './ticket-dto';
import { createTicketFigures } from './ticket-figures';
import type { TicketScope, Viewer } from './ticket-filters';
import { ticketNumberPeriod, ticketNumberPrefix } from './ticket-numbers';
import { createTicketPayments } from './ticket-payments';
import type { BookedSlotRow, TicketReadRow, TicketsRepository } from './tickets.repository';

type Actor = Pick<Principal, 'id' | 'role' | 'firstName' | 'lastName'>;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });
const ticketNotFound = () => new AppError('NOT_FOUND', TICKET_MESSAGES.ticketNotFound);

const groupSlots = (rows: BookedSlotRow[]) => groupBy(rows, (row) => row.ticketId);

/**
 * Hours set the amount, so only a consultant or an admin logs them, and only with a closing
 * status. The column keeps two decimals: what is stored is what the amount is computed from. The
 * words are those of the screen the change came from (decision 028).
 */
function checkedHours(
  actor: Actor,
  target: TicketStatus,
  hoursWorked: number,
  rule: HoursWorkedRule,
): number {
  if (actor.role === 'Customer' || !CLOSING_STATUSES.includes(target)) {
    throw invalid('hoursWorked', TICKET_MESSAGES.hoursNotApplicable);
  }
  const hours = Math.round(hoursWorked * 100) / 100;
  if (hours < MIN_HOURS_WORKED) throw invalid('hoursWorked', rule.invalid);
  return hours;
}

/**
 * A status change, as listeners hear of it inside its transaction. `from === to`: only the payment
 * status changed (a failed attempt, a payment or a refund that moves no status).
 */
export interface TicketStatusChange {
  ticketId: string;
  from: TicketStatus;
  to: TicketStatus;
  /** Who hears of it live (decision 018), and the payment status after the change. */
  customerId: string;
  consultantId: string;
  paymentStatus: PaymentStatus;
  /**
   * Who made the change: entries that follow from it (freed slots) name them too. No role: a
   * provider's news (a refund Razorpay reports) that no person of ours made.
   */
  changedBy: { id: string | null; name: string; role: Role | null };
  /** The history entry the change wrote; null for a payment-only change, which writes none. */
  historyId: string | null;
  /**
   * What the ticket bills as the change is made (paise), and the hours it was closed with. A close
   * then frees the sessions still ahead (a listener), so what is due is read again when told.
   */
  amountDuePaise: number;
  hoursWorked: number | null;
  /**
   * The payment the change records, when it records one: a capture (a verified payment, a webhook,
   * reconciliation, or an admin marking it paid), named by the provider's payment id or the admin's
   * history entry; or a refund and its reason. A failed attempt records none.
   */
  payment?: { kind: 'captured'; reference: string } | { kind: 'refunded'; reason: string };
}

/**
 * Told of every status change inside its transaction (messaging posts a system message); may
 * answer work to run once the change is committed (telling people). Wired in app.ts, so this
 * module never imports its listeners.
 */
export type TicketStatusListener = (change: TicketStatusChange, tx: Tx) => Promise<(() => void) | undefined>;

/**
 * What a change made in someone else's transaction leaves to do once that transaction commits
 * (live events): the payments module runs it after its commit, and drops it on a rollback.
 */
export type AfterCommit = Array<() => void>;

const toMailPerson = (person: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string | null;
}): MailPerson => ({
  id: person.id,
  firstName: person.firstName,
  fullName: nameOf(person),
  email: person.email,
  timeZone: person.timeZone,
});

export function createTicketsService({
  repo,
  clock,
  notifications,
  statusListeners = [],
  ...checkDeps
}: Omit<BookingCheckDeps, 'repo'> & {
  repo: TicketsRepository;
  clock: Clock;
  notifications: Pick<NotificationsService, 'enqueue'>;
  statusListeners?: readonly TicketStatusListener[];
}) {
  /** Runs the listeners in the transaction; answers what they want done after the commit. */
  async function tellStatusChange(change: TicketStatusChange, tx: Tx): Promise<AfterCommit> {
    const afterCommit: AfterCommit = [];
    for (const listener of statusListeners) {
      const after = await listener(change, tx);
      if (after) afterCommit.push(after);
    }
    return afterCommit;
  }

  const checks = createBookingChecks({ repo, ...checkDeps });

  async function requireVisible(orderId: string, viewer: Viewer): Promise<TicketReadRow> {
    const row = await repo.findVisible(orderId, viewer);
    if (!row) throw ticketNotFound();
    return row;
  }

  async function getVisibleTicket(orderId: string, viewer: Viewer): Promise<Ticket> {
    const row = await requireVisible(orderId, viewer);
    return toTicket(row, await repo.listSlotsOfTickets([row.id]), clock.now(), viewer);
  }

  async function listPage(
    viewer: Viewer,
    query: TicketListQuery,
    scope: TicketScope,
    signal?: AbortSignal,
  ): Promise<TicketPage> {
    const now = clock.now();
    const page = await repo.listPage(query, { scope, viewer, now, signal });
    const { rows, total, isTotalCapped } = page;
    const slots = groupSlots(page.slots ?? (await repo.listSlotsOfTickets(rows.map((row) => row.id))));
    return {
      items: rows.map((row) => toTicket(row, slots.get(row.id) ?? [], now, viewer)),
      total,
      isTotalCapped,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Every status's count within a list's scope, and their total. A consultant sees Paid as Closed
   * (spec §4), so for them paid tickets are counted under Closed, as their list's Closed filter
   * finds them, and Paid is not one of their statuses at all.
   */
  async function countPerStatus(scope: TicketScope, viewer?: Viewer): Promise<TicketStatusCounts> {
    const rows = await repo.countByStatus(scope);
    const counted = new Map(rows.map((row) => [row.status, row.count]));
    if (viewer && !seesPayments(viewer.role)) {
      counted.set('Closed', (counted.get('Closed') ?? 0) + (counted.get('Paid') ?? 0));
    }
    const byStatus = (viewer ? statusesSeenBy(viewer.role) : TICKET_STATUSES).map((status) => ({
      status,
      count: counted.get(status) ?? 0,
    }));
    return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus };
  }

  /** Writes the ticket, its slots, its number and its first history entry, or nothing at all. */
  async function book(actor: Actor, body: CreateTicketBody, now: Date): Promise<string> {
    const booking = await checks.check(body, now);
    const ticketId = randomUUID();
    const slotIds = body.timeSlotIds;
    const numbered = await repo.transaction(async (tx) => {
      // Slots first: a lost race ends here, before the month's counter row is locked.
      const free = await repo.lockFreeSlots(slotIds, booking.consultant.id, now, tx);
      if (free.length !== slotIds.length) throw slotAlreadyBooked();
      // Told in the booking's transaction: a lost race or a full month takes the mails with it.
      await notifications.enqueue(
        tx,
        bookingDrafts(
          { ticketId, customerId: actor.id, consultantId: booking.consultant.id },
          groupIntoSessions(free),
        ),
      );
      // The slots and the history name the ticket before it exists: those foreign keys are
      // checked at commit, so the numbered insert can be the last statement and the counter row
      // is held only for it and the commit.
      if ((await repo.assignSlots(slotIds, ticketId, tx)) !== slotIds.length) throw slotAlreadyBooked();
      await repo.insertHistory(
        {
          ticketId,
          fromStatus: null,
          toStatus: 'New',
          changedByUserId: actor.id,
          changedByName: nameOf(actor),
          comment: null,
          changedAt: now,
        },
        tx,
      );
      return repo.insertNumberedTicket(
        {
          id: ticketId,
          customerId: actor.id,
          consultantId: booking.consultant.id,
          supportTypeId: booking.type.id,
          supportCategoryId: booking.category.id,
          supportSubOptionId: booking.subOption?.id ?? null,
          srIdentifier: booking.srIdentifier,
          priority: body.priority,
          description: body.description,
          hourlyRatePaise: booking.hourlyRatePaise,
          bookedMinutes: slotIds.length * SLOT_MINUTES,
          createdAt: now,
          updatedAt: now,
        },
        {
          period: ticketNumberPeriod(now),
          prefix: ticketNumberPrefix({
            typeCode: booking.type.shortCode,
            categoryCode: booking.category.shortCode,
            subOptionCode: booking.subOption?.shortCode ?? null,
            priority: body.priority,
            at: now,
          }),
        },
        tx,
      );
    });
    if (numbered.ok) return ticketId;
    if (numbered.conflict === 'numbers-used-up') throw new AppError('CONFLICT', TICKET_MESSAGES.monthFull);
    // The taxonomy changed between the checks and the insert: say what no longer fits.
    await checks.check(body, now);
    throw new Error('A ticket broke a foreign key although its booking checks pass');
  }

  return {
    // Payments: the payments module calls these, inside its own transaction where given a tx.
    ...createTicketPayments({ repo, tellStatusChange, requireVisible }),
    // Figures: earnings, the admin's summaries and dashboard counts.
    ...createTicketFigures({ repo, clock, users: checkDeps.users, countAll: () => countPerStatus('all') }),

    /**
     * A customer's request with its booking. Consultants are refused in the spec's words; admins
     * too, since a request belongs to the customer who raises it.
     */
    async createTicket(actor: Actor, body: CreateTicketBody): Promise<Ticket> {
      if (actor.role === 'Consultant')
        throw new AppError('FORBIDDEN', TICKET_MESSAGES.consultantsCannotCreate);
      if (actor.role !== 'Customer') throw new AppError('FORBIDDEN', TICKET_MESSAGES.onlyCustomersCreate);
      const ticketId = await book(actor, body, clock.now());
      return getVisibleTicket(ticketId, actor);
    },

    /**
     * The caller's own requests (GET SupportRequests/recent/user). `signal`: the search stops when
     * it aborts (lib/request-signal.ts); so for the lists below.
     */
    listOwn: (viewer: Viewer, query: TicketListQuery, signal?: AbortSignal) =>
      listPage(viewer, query, { customerId: viewer.id }, signal),

    /** The requests assigned to the caller (GET SupportRequests/recent/consultant); none for others. */
    listAssigned: (viewer: Viewer, query: TicketListQuery, signal?: AbortSignal) =>
      listPage(viewer, query, { consultantId: viewer.id }, signal),

    /** How many of the caller's own requests are in each status (GET SupportRequests/counts/user). */
    countOwn: (viewer: Viewer) => countPerStatus({ customerId: viewer.id }, viewer),

    /** How many of the requests assigned to the caller are in each status (…/counts/consultant). */
    countAssigned: (viewer: Viewer) => countPerStatus({ consultantId: viewer.id }, viewer),

    /** Every request (GET SupportRequests, admins only). */
    listAll: (viewer: Viewer, query: TicketListQuery, signal?: AbortSignal) =>
      listPage(viewer, query, 'all', signal),

    getTicket: (viewer: Viewer, orderId: string) => getVisibleTicket(orderId, viewer),

    async getOrderStatus(viewer: Viewer, orderId: string): Promise<OrderStatus> {
      return toOrderStatus(await requireVisible(orderId, viewer), viewer);
    },

    /** Every status the viewer can meet: a consultant never meets Paid (it reads Closed to them). */
    async listStatusOptions(viewer: Viewer): Promise<StatusOption[]> {
      const seen = statusesSeenBy(viewer.role);
      return (await repo.listStatusOptions()).filter((row) => seen.includes(row.code)).map(toStatusOption);
    },

    async listHistory(viewer: Viewer, orderId: string): Promise<StatusHistoryEntry[]> {
      const ticket = await requireVisible(orderId, viewer);
      return (await repo.listHistory(ticket.id))
        .filter((row) => isHistoryEntryShown(row, viewer))
        .map((row) => toHistoryEntry(row, viewer));
    },

    /**
     * A status change or a comment, within the options of the person's role (spec §4). The change
     * applies only if nobody changed the status since it was read; otherwise 409.
     */
    async changeStatus(actor: Actor, orderId: string, body: UpdateTicketStatusBody): Promise<Ticket> {
      const ticket = await requireVisible(orderId, actor);
      const current = ticket.status;
      const target = body.status;
      const standing = { status: current, paymentStatus: ticket.paymentStatus };

      if (target === current) {
        if (!body.comment && body.hoursWorked === null)
          throw invalid('comment', TICKET_MESSAGES.nothingToUpdate);
        if (!mayCommentOnly(actor.role, standing))
          throw new AppError('FORBIDDEN', TICKET_MESSAGES.noStatusOptions);
      } else {
        if (!statusOptionsFor(actor.role, standing).includes(target)) {
          throw new AppError('FORBIDDEN', TICKET_MESSAGES.statusNotAllowed(TICKET_STATUS_LABELS[target]));
        }
        if (needsHoursWorked(actor.role, target) && body.hoursWorked === null) {
          throw invalid('hoursWorked', hoursRuleOf(body.statusForm).required);
        }
      }
      const hoursWorked =
        body.hoursWorked === null
          ? undefined
          : checkedHours(actor, target, body.hoursWorked, hoursRuleOf(body.statusForm));
      const amountPaise =
        hoursWorked === undefined ? ticket.amountPaise : amountPaiseFor(ticket.hourlyRatePaise, hoursWorked);
      // An admin's Paid records a payment settled outside the app (DESIGN §6).
      const marksPaid = target === 'Paid' && isAdmin(actor.role);

      const afterCommit = await repo.transaction(async (tx) => {
        const updated = await repo.updateStatus(
          {
            id: ticket.id,
            from: current,
            to: target,
            now: clock.now(),
            ...(hoursWorked !== undefined && { hoursWorked, amountPaise: amountPaise ?? undefined }),
            ...(marksPaid && { paymentStatus: 'Paid' as const }),
          },
          tx,
        );
        if (!updated) throw new AppError('CONFLICT', TICKET_MESSAGES.statusChangedMeanwhile);
        const historyId = await repo.insertHistory(
          {
            ticketId: ticket.id,
            fromStatus: current,
            toStatus: target,
            changedByUserId: actor.id,
            changedByName: nameOf(actor),
            comment: body.comment,
            hoursWorked: hoursWorked ?? null,
            changedAt: updated.updatedAt,
          },
          tx,
        );
        return target === current
          ? []
          : tellStatusChange(
              {
                ticketId: ticket.id,
                from: current,
                to: target,
                customerId: ticket.customerId,
                consultantId: ticket.consultantId,
                paymentStatus: updated.paymentStatus,
                changedBy: { id: actor.id, name: nameOf(actor), role: actor.role },
                historyId,
                amountDuePaise: totalPaiseOf({ ...ticket, amountPaise }),
                hoursWorked: hoursWorked ?? ticket.hoursWorked,
                ...(marksPaid &&
                  ticket.paymentStatus !== 'Paid' && {
                    payment: { kind: 'captured' as const, reference: historyId },
                  }),
              },
              tx,
            );
      });
      for (const run of afterCommit) run();
      return getVisibleTicket(ticket.id, actor);
    },

    /** The ticket as a notification tells of it when it goes out (notification-sources.ts), or null. */
    async getTicketFacts(ticketId: string): Promise<TicketFacts | null> {
      const row = await repo.findForNotice(ticketId);
      if (!row) return null;
      return {
        id: row.id,
        orderNumber: row.orderNumber,
        description: row.description,
        status: row.status,
        paymentStatus: row.paymentStatus,
        amount: paiseToRupees(totalPaiseOf(row)),
        customer: toMailPerson(row.customer),
        consultant: toMailPerson(row.consultant),
      };
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
export type { TicketPaymentFacts } from './ticket-payments';
