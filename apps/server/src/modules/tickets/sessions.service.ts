import {
  type CancelSessionBody,
  cutoffOf,
  displayedStatus,
  FINISHED_STATUSES,
  groupIntoSessions,
  type RescheduleSessionBody,
  SESSION_MESSAGES,
  SESSION_REASON_MIN_LENGTH,
  type SessionSpan,
  type TicketHistoryEvent,
  type TicketSession,
  type TicketSessionDetail,
  type TicketStatus,
  UPCOMING_SESSIONS_LIMIT,
} from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  type CalendarIdentity,
  otherParties,
  sessionCancelledDrafts,
  sessionMovedDrafts,
  type TicketParties,
  toSessionRef,
} from '../notifications/session-notices';
import type { Principal } from '../users/principal';
import { slotAlreadyBooked } from './booking-checks';
import type { SessionSlotRow, SessionsRepository, SessionTicketRow } from './sessions.repository';
import { scopeOf, type Viewer } from './ticket-filters';
import type { TicketsRepository } from './tickets.repository';
import type { TicketStatusListener } from './tickets.service';

type Actor = Pick<Principal, 'id' | 'role' | 'firstName' | 'lastName'>;
type Slot = SessionSlotRow & { start: Date; end: Date };
type Session = SessionSpan<Slot>;

/** A booked session with its ticket, as the reminder scan reads it. */
export interface BookedSession {
  ticketId: string;
  customerId: string;
  consultantId: string;
  ticketStatus: TicketStatus;
  /** When the ticket was booked: a reminder due before it is never sent. */
  ticketCreatedAt: Date;
  session: Pick<SessionSpan, 'id' | 'start' | 'end'>;
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });
const sessionNotFound = () => new AppError('NOT_FOUND', SESSION_MESSAGES.sessionNotFound);
const changedMeanwhile = () => new AppError('CONFLICT', SESSION_MESSAGES.changedMeanwhile);
const ticketClosed = () => new AppError('CONFLICT', SESSION_MESSAGES.ticketClosed);

const nameOf = (first: string, last: string) => `${first} ${last}`;
const asSpan = (row: SessionSlotRow): Slot => ({ ...row, start: row.slotStart, end: row.slotEnd });

/** A session's time as its history entry writes it, in UTC: '2030-01-07 09:00–10:00 UTC'. */
function describeTime(start: Date, end: Date): string {
  const day = start.toISOString().slice(0, 10);
  const clock = (at: Date) => at.toISOString().slice(11, 16);
  const endDay = end.toISOString().slice(0, 10);
  return `${day} ${clock(start)}–${endDay === day ? '' : `${endDay} `}${clock(end)} UTC`;
}

/**
 * The calendar event a session's slots belong to: the uid a move carried over, else the session's
 * own id; the sequence its invites last went out with.
 */
function calendarOf(session: Session, slots: readonly SessionSlotRow[] = session.slots): CalendarIdentity {
  const first = slots.find((slot) => slot.id === session.id) ?? slots[0];
  return { calendarUid: first?.calendarUid ?? session.id, sequence: first?.calendarSequence ?? 0 };
}

const partiesOf = (ticket: { id: string; customerId: string; consultantId: string }): TicketParties => ({
  ticketId: ticket.id,
  customerId: ticket.customerId,
  consultantId: ticket.consultantId,
});

function toSession(ticket: SessionTicketRow, session: Session, viewer: Viewer): TicketSession {
  return {
    id: session.id,
    ticketId: ticket.id,
    orderNumber: ticket.orderNumber,
    slotIds: session.slots.map((slot) => slot.id),
    start: session.start.toISOString(),
    end: session.end.toISOString(),
    consultant: {
      id: ticket.consultantId,
      name: nameOf(ticket.consultantFirstName, ticket.consultantLastName),
      timeZone: ticket.consultantTimeZone,
    },
    customer: {
      id: ticket.customerId,
      name: nameOf(ticket.customerFirstName, ticket.customerLastName),
      timeZone: ticket.customerTimeZone,
    },
    ticketStatus: displayedStatus(ticket.status, viewer.role),
  };
}

/**
 * Booked sessions: agendas, a ticket's sessions, cancel / release and reschedule, and the release
 * of a finished ticket's future slots. A customer may change a session until the cut-off
 * (BookingChangeCutoffHours before it starts); its consultant or an admin until it starts.
 */
export function createSessionsService({
  repo,
  tickets,
  settings,
  notifications,
  clock,
}: {
  repo: SessionsRepository;
  notifications: Pick<NotificationsService, 'enqueue'>;
  tickets: Pick<
    TicketsRepository,
    'findVisible' | 'insertHistory' | 'lockFreeSlots' | 'assignSlots' | 'transaction'
  >;
  settings: { getBookingChangeCutoffHours(): Promise<number> };
  clock: Clock;
}) {
  async function requireTicket(orderId: string, viewer: Viewer) {
    const ticket = await tickets.findVisible(orderId, viewer);
    if (!ticket) throw new AppError('NOT_FOUND', 'Ticket not found');
    return ticket;
  }

  async function sessionsOf(ticketId: string): Promise<Session[]> {
    return groupIntoSessions((await repo.listSlotsOfTickets([ticketId])).map(asSpan));
  }

  /** Why the actor may not change the session now, or null when they may. */
  function refusal(actor: Viewer, status: TicketStatus, session: Session, now: Date, cutoffHours: number) {
    if (FINISHED_STATUSES.includes(status)) return ticketClosed();
    if (session.start.getTime() <= now.getTime())
      return new AppError('CONFLICT', SESSION_MESSAGES.sessionStarted);
    if (actor.role === 'Customer' && now.getTime() >= cutoffOf(session.start, cutoffHours).getTime()) {
      return new AppError('FORBIDDEN', SESSION_MESSAGES.pastCutoff(cutoffHours));
    }
    return null;
  }

  /**
   * The ticket's row held and still open, and the session's slots locked and still the same
   * session; answers them as locked (their calendar event).
   */
  async function lockSession(ticketId: string, session: Session, tx: Tx): Promise<SessionSlotRow[]> {
    const status = await repo.lockTicketStatus(ticketId, tx);
    if (!status || FINISHED_STATUSES.includes(status)) throw ticketClosed();
    const locked = await repo.lockSlots(
      session.slots.map((slot) => slot.id),
      tx,
    );
    const unchanged =
      locked.length === session.slots.length && locked.every((slot) => slot.ticketId === ticketId);
    if (!unchanged) throw changedMeanwhile();
    return locked;
  }

  async function prepareChange(actor: Actor, orderId: string, sessionId: string) {
    const ticket = await requireTicket(orderId, actor);
    if (FINISHED_STATUSES.includes(ticket.status)) throw ticketClosed();
    const session = (await sessionsOf(ticket.id)).find((candidate) => candidate.id === sessionId);
    if (!session) {
      // A slot of the ticket's consultant that is no longer this session's start: another change
      // (a move, a cancel) came first.
      const [slot] = await repo.listSlotsById([sessionId]);
      if (slot?.consultantId === ticket.consultantId) throw changedMeanwhile();
      throw sessionNotFound();
    }
    const now = clock.now();
    const problem = refusal(actor, ticket.status, session, now, await settings.getBookingChangeCutoffHours());
    if (problem) throw problem;
    return { ticket, session, now };
  }

  async function writeHistory(
    entry: { ticketId: string; status: TicketStatus; event: TicketHistoryEvent; comment: string },
    by: { id: string | null; name: string },
    now: Date,
    tx: Tx,
  ) {
    await tickets.insertHistory(
      {
        ticketId: entry.ticketId,
        fromStatus: entry.status,
        toStatus: entry.status,
        changedByUserId: by.id,
        changedByName: by.name,
        comment: entry.comment,
        event: entry.event,
        changedAt: now,
      },
      tx,
    );
  }

  /**
   * A moved session keeps its calendar event: the first new span takes the old uid at the next
   * sequence (a span beyond it, when the new slots are apart, is an event of its own). The other
   * party hears of each; the reminders of the new times come from the next scans.
   */
  async function carryCalendar(
    ticket: { id: string; customerId: string; consultantId: string },
    session: Session,
    moved: Session[],
    calendar: CalendarIdentity,
    by: { id: string; name: string; role: string },
    tx: Tx,
  ) {
    const parties = partiesOf(ticket);
    const recipients = otherParties(parties, by);
    const previous = { start: session.start.toISOString(), end: session.end.toISOString() };
    const drafts = [];
    for (const [index, span] of moved.entries()) {
      const identity =
        index === 0
          ? { calendarUid: calendar.calendarUid, sequence: calendar.sequence + 1 }
          : { calendarUid: span.id, sequence: 0 };
      await repo.setCalendar(
        span.slots.map((slot) => slot.id),
        ticket.id,
        { uid: identity.calendarUid, sequence: identity.sequence },
        tx,
      );
      drafts.push(
        ...sessionMovedDrafts(parties, recipients, {
          session: toSessionRef(span, identity),
          previous,
          by: { id: by.id, name: by.name },
        }),
      );
    }
    return drafts;
  }

  async function listDetails(viewer: Viewer, orderId: string): Promise<TicketSessionDetail[]> {
    const ticket = await requireTicket(orderId, viewer);
    const [[row], sessions, cutoffHours] = await Promise.all([
      repo.listSessionTickets([ticket.id]),
      sessionsOf(ticket.id),
      settings.getBookingChangeCutoffHours(),
    ]);
    if (!row) throw new AppError('NOT_FOUND', 'Ticket not found');
    const now = clock.now();
    return sessions.map((session) => {
      const mayChange = refusal(viewer, ticket.status, session, now, cutoffHours) === null;
      return {
        ...toSession(row, session, viewer),
        cutoffAt: cutoffOf(session.start, cutoffHours).toISOString(),
        canCancel: mayChange,
        canReschedule: mayChange,
      };
    });
  }

  return {
    /**
     * The caller's sessions that have not ended, by start, at most UPCOMING_SESSIONS_LIMIT: a
     * customer's own tickets, a consultant's assigned ones, every ticket's for an admin.
     */
    async listUpcoming(viewer: Viewer): Promise<TicketSession[]> {
      const now = clock.now();
      const ticketIds = await repo.listTicketsWithSlotsEndingAfter(
        scopeOf(viewer),
        now,
        UPCOMING_SESSIONS_LIMIT,
      );
      if (ticketIds.length === 0) return [];
      const [rows, slots] = await Promise.all([
        repo.listSessionTickets(ticketIds),
        repo.listSlotsOfTickets(ticketIds),
      ]);
      const slotsByTicket = new Map<string | null, Slot[]>();
      for (const slot of slots.map(asSpan)) {
        slotsByTicket.set(slot.ticketId, [...(slotsByTicket.get(slot.ticketId) ?? []), slot]);
      }
      return rows
        .flatMap((row) =>
          groupIntoSessions(slotsByTicket.get(row.id) ?? [])
            .filter((session) => session.end.getTime() > now.getTime())
            .map((session) => toSession(row, session, viewer)),
        )
        .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id))
        .slice(0, UPCOMING_SESSIONS_LIMIT);
    },

    /** The ticket's sessions, past and future, with what the caller may do with each. */
    listForTicket: listDetails,

    /**
     * The booked sessions that start in [from, to], of any ticket: a session starts at a booked slot
     * that no slot of its ticket ends at, and ends where that ticket's contiguous run of slots does.
     */
    async listSessionsStartingBetween(from: Date, to: Date): Promise<BookedSession[]> {
      const booked = await repo.listTicketsWithSlotsStartingBetween(from, to);
      if (booked.length === 0) return [];
      const slotsByTicket = new Map<string | null, Slot[]>();
      for (const slot of (await repo.listSlotsOfTickets(booked.map((ticket) => ticket.id))).map(asSpan)) {
        slotsByTicket.set(slot.ticketId, [...(slotsByTicket.get(slot.ticketId) ?? []), slot]);
      }
      return booked.flatMap((ticket) =>
        groupIntoSessions(slotsByTicket.get(ticket.id) ?? [])
          .filter((session) => session.start >= from && session.start <= to)
          .map((session) => ({
            ticketId: ticket.id,
            customerId: ticket.customerId,
            consultantId: ticket.consultantId,
            ticketStatus: ticket.status,
            ticketCreatedAt: ticket.createdAt,
            session: { id: session.id, start: session.start, end: session.end },
          })),
      );
    },

    /** Whether the ticket still has a session starting at `start` (a reminder of it is still true). */
    async isSessionStillBooked(ticketId: string, start: Date): Promise<boolean> {
      return (await sessionsOf(ticketId)).some((session) => session.start.getTime() === start.getTime());
    },

    /**
     * Frees the session's slots. The customer cancels (a reason is optional); the consultant or an
     * admin releases, with a reason. Answers the ticket's sessions as they are now.
     */
    async cancel(actor: Actor, orderId: string, sessionId: string, body: CancelSessionBody) {
      const reason = body.reason;
      const releasing = actor.role !== 'Customer';
      if (releasing && !reason) throw invalid('reason', SESSION_MESSAGES.reasonRequired);
      if (reason && reason.length < SESSION_REASON_MIN_LENGTH) {
        throw invalid('reason', SESSION_MESSAGES.reasonTooShort);
      }
      const { ticket, session, now } = await prepareChange(actor, orderId, sessionId);
      const event = releasing ? 'session_released' : 'session_cancelled';
      const verb = releasing ? 'released' : 'cancelled';
      const by = { id: actor.id, name: nameOf(actor.firstName, actor.lastName) };
      await tickets.transaction(async (tx) => {
        const calendar = calendarOf(session, await lockSession(ticket.id, session, tx));
        const ids = session.slots.map((slot) => slot.id);
        if ((await repo.releaseSlots(ids, ticket.id, tx)) !== ids.length) throw changedMeanwhile();
        const comment = `Session ${describeTime(session.start, session.end)} ${verb}${reason ? `: ${reason}` : ''}`;
        await writeHistory(
          { ticketId: ticket.id, status: ticket.status, event, comment },
          by,
          await repo.touchTicket(ticket.id, now, tx),
          tx,
        );
        await notifications.enqueue(
          tx,
          sessionCancelledDrafts(partiesOf(ticket), otherParties(partiesOf(ticket), actor), {
            session: toSessionRef(session, { ...calendar, sequence: calendar.sequence + 1 }),
            by,
            reason: reason ?? null,
            ticketEnded: false,
          }),
        );
      });
      return listDetails(actor, orderId);
    },

    /**
     * Moves the session to as many free future slots of the same consultant, in one transaction:
     * the new slots are claimed and the old ones freed together, or nothing changes. Slots the
     * session already holds may be among the new ones (a move by half an hour); they stay held.
     */
    async reschedule(actor: Actor, orderId: string, sessionId: string, body: RescheduleSessionBody) {
      const { ticket, session, now } = await prepareChange(actor, orderId, sessionId);
      const count = session.slots.length;
      if (body.slotIds.length !== count) throw invalid('slotIds', SESSION_MESSAGES.slotCountMismatch(count));
      const own = new Set(session.slots.map((slot) => slot.id));
      const wanted = await repo.listSlotsById(body.slotIds);
      const bookable =
        wanted.length === count &&
        wanted.every((slot) => slot.consultantId === ticket.consultantId && slot.slotStart > now);
      if (!bookable) throw invalid('slotIds', SESSION_MESSAGES.slotsNotBookable);
      if (wanted.some((slot) => slot.ticketId !== null && !own.has(slot.id))) throw slotAlreadyBooked();

      const claim = body.slotIds.filter((id) => !own.has(id));
      const release = [...own].filter((id) => !body.slotIds.includes(id));
      const moved = groupIntoSessions(wanted.map(asSpan));
      const by = { id: actor.id, name: nameOf(actor.firstName, actor.lastName) };
      await tickets.transaction(async (tx) => {
        const calendar = calendarOf(session, await lockSession(ticket.id, session, tx));
        // Locked in id order, as a booking locks its slots: the two queue instead of deadlocking.
        const free = await tickets.lockFreeSlots(claim, ticket.consultantId, now, tx);
        if (free.length !== claim.length) throw slotAlreadyBooked();
        if ((await tickets.assignSlots(claim, ticket.id, tx)) !== claim.length) throw slotAlreadyBooked();
        if ((await repo.releaseSlots(release, ticket.id, tx)) !== release.length) throw changedMeanwhile();
        const to = moved.map((span) => describeTime(span.start, span.end)).join(', ');
        await writeHistory(
          {
            ticketId: ticket.id,
            status: ticket.status,
            event: 'session_moved',
            comment: `Session moved from ${describeTime(session.start, session.end)} to ${to}`,
          },
          by,
          await repo.touchTicket(ticket.id, now, tx),
          tx,
        );
        await notifications.enqueue(
          tx,
          await carryCalendar(ticket, session, moved, calendar, { ...by, role: actor.role }, tx),
        );
      });
      return listDetails(actor, orderId);
    },

    /**
     * A ticket that reaches Closed, Topic Closed or Paid from an open status frees the sessions it
     * holds that have not started, in the transaction of the change, with one history entry when
     * there were any. Both people hear that each of them is off (its invite cancelled). A session
     * under way keeps its slots to its end: that time was held for the customer and is billed
     * (decision 028).
     */
    releaseOnFinish: (async (change, tx) => {
      // Only the change that finishes the ticket: a payment or a refund of a finished one moves nothing.
      if (FINISHED_STATUSES.includes(change.from) || !FINISHED_STATUSES.includes(change.to)) return undefined;
      const now = clock.now();
      const ahead = groupIntoSessions(
        (await repo.listSlotsOfTickets([change.ticketId], tx)).map(asSpan),
      ).filter((session) => session.start.getTime() > now.getTime());
      if (ahead.length === 0) return undefined;
      const ids = ahead.flatMap((session) => session.slots.map((slot) => slot.id));
      // The change holds the ticket's row, and every session change takes it first: nothing moved.
      if ((await repo.releaseSlots(ids, change.ticketId, tx)) !== ids.length) throw changedMeanwhile();
      const parties = partiesOf({ ...change, id: change.ticketId });
      await notifications.enqueue(
        tx,
        ahead.flatMap((session) => {
          const calendar = calendarOf(session);
          return sessionCancelledDrafts(parties, [parties.customerId, parties.consultantId], {
            session: toSessionRef(session, { ...calendar, sequence: calendar.sequence + 1 }),
            by: { id: change.changedBy.id, name: change.changedBy.name },
            reason: null,
            ticketEnded: true,
          });
        }),
      );
      await writeHistory(
        {
          ticketId: change.ticketId,
          status: change.to,
          event: 'slots_released',
          comment: `Unused future slots released: ${ahead.map((span) => describeTime(span.start, span.end)).join(', ')}`,
        },
        change.changedBy,
        // Just after the status entry, so the history reads in the order things happened.
        await repo.touchTicket(change.ticketId, now, tx),
        tx,
      );
      return undefined;
    }) satisfies TicketStatusListener,
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
