import type { TicketStatus } from '@basisdesk/shared';
import { and, asc, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbExecutor, Tx } from '../../db/client';
import { availabilitySlots, tickets, users } from '../../db/schema';
import type { TicketScope } from '../tickets/ticket-filters';

const customerUser = alias(users, 'session_customer');
const consultantUser = alias(users, 'session_consultant');

const slotColumns = {
  id: availabilitySlots.id,
  consultantId: availabilitySlots.consultantId,
  slotStart: availabilitySlots.slotStart,
  slotEnd: availabilitySlots.slotEnd,
  ticketId: availabilitySlots.ticketId,
  calendarUid: availabilitySlots.calendarUid,
  calendarSequence: availabilitySlots.calendarSequence,
};

/** A freed slot forgets the calendar event it was part of (decision 024). */
const FREED = { ticketId: null, calendarUid: null, calendarSequence: 0 };

/** A ticket as its sessions name it: number, status and both people with their time zones. */
export interface SessionTicketRow {
  id: string;
  orderNumber: string;
  status: TicketStatus;
  customerId: string;
  customerFirstName: string;
  customerLastName: string;
  customerTimeZone: string | null;
  consultantId: string;
  consultantFirstName: string;
  consultantLastName: string;
  consultantTimeZone: string | null;
  /** The consultant's own meeting link; null: each session has its Jitsi Meet room. */
  consultantMeetingLink: string | null;
}

/** A ticket as its reminders need it: both people, when it was booked, and whether it is over. */
export interface BookedTicketRow {
  id: string;
  customerId: string;
  consultantId: string;
  status: TicketStatus;
  createdAt: Date;
}

export interface SessionSlotRow {
  id: string;
  consultantId: string;
  slotStart: Date;
  slotEnd: Date;
  ticketId: string | null;
  /** The session's calendar uid when it was moved here; null: the session's own id. */
  calendarUid: string | null;
  calendarSequence: number;
}

/** The booked slots behind sessions: reads for agendas, and the locks and moves of a change. */
export function createSessionsRepository(db: Db) {
  return {
    /**
     * The tickets in scope that hold a slot not yet ended, the one whose earliest such slot comes
     * first first, at most `limit`: an agenda of the next `limit` sessions needs no other ticket.
     * A consultant's are read from the slots' (consultant, start) index, a customer's through
     * their tickets and the slots' ticket index.
     */
    async listTicketsWithSlotsEndingAfter(
      scope: TicketScope,
      now: Date,
      limit: number,
      tx: DbExecutor = db,
    ): Promise<string[]> {
      const base = tx
        .select({ ticketId: sql<string>`${availabilitySlots.ticketId}` })
        .from(availabilitySlots)
        .innerJoin(tickets, eq(tickets.id, availabilitySlots.ticketId));
      const inScope =
        scope === 'all'
          ? undefined
          : 'customerId' in scope
            ? eq(tickets.customerId, scope.customerId)
            : eq(availabilitySlots.consultantId, scope.consultantId);
      const rows = await base
        .where(and(inScope, gt(availabilitySlots.slotEnd, now)))
        .groupBy(availabilitySlots.ticketId)
        .orderBy(sql`min(${availabilitySlots.slotStart})`)
        .limit(limit);
      return rows.map((row) => row.ticketId);
    },

    /**
     * The tickets holding a slot that starts in [from, to]: a range on the booked slots' start
     * index (`ticket_id IS NOT NULL` is its predicate, so it stays small and is read in order).
     */
    listTicketsWithSlotsStartingBetween(
      from: Date,
      to: Date,
      tx: DbExecutor = db,
    ): Promise<BookedTicketRow[]> {
      return tx
        .selectDistinct({
          id: tickets.id,
          customerId: tickets.customerId,
          consultantId: tickets.consultantId,
          status: tickets.status,
          createdAt: tickets.createdAt,
        })
        .from(availabilitySlots)
        .innerJoin(tickets, eq(tickets.id, availabilitySlots.ticketId))
        .where(
          and(
            isNotNull(availabilitySlots.ticketId),
            gte(availabilitySlots.slotStart, from),
            lte(availabilitySlots.slotStart, to),
          ),
        );
    },

    async listSessionTickets(ids: string[], tx: DbExecutor = db): Promise<SessionTicketRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: tickets.id,
          orderNumber: tickets.orderNumber,
          status: tickets.status,
          customerId: tickets.customerId,
          customerFirstName: customerUser.firstName,
          customerLastName: customerUser.lastName,
          customerTimeZone: customerUser.timeZone,
          consultantId: tickets.consultantId,
          consultantFirstName: consultantUser.firstName,
          consultantLastName: consultantUser.lastName,
          consultantTimeZone: consultantUser.timeZone,
          consultantMeetingLink: consultantUser.meetingLink,
        })
        .from(tickets)
        .innerJoin(customerUser, eq(customerUser.id, tickets.customerId))
        .innerJoin(consultantUser, eq(consultantUser.id, tickets.consultantId))
        .where(inArray(tickets.id, ids));
    },

    /** Every slot the tickets hold, past and future, in time order. */
    listSlotsOfTickets(ticketIds: string[], tx: DbExecutor = db): Promise<SessionSlotRow[]> {
      if (ticketIds.length === 0) return Promise.resolve([]);
      return tx
        .select(slotColumns)
        .from(availabilitySlots)
        .where(inArray(availabilitySlots.ticketId, ticketIds))
        .orderBy(asc(availabilitySlots.slotStart));
    },

    listSlotsById(ids: string[], tx: DbExecutor = db): Promise<SessionSlotRow[]> {
      return tx.select(slotColumns).from(availabilitySlots).where(inArray(availabilitySlots.id, ids));
    },

    /**
     * Holds the ticket's row until the change commits and answers its status: a close
     * or a payment updates that row, so it waits for the change, and a change waits for it and
     * then reads the new status. Either way a closed ticket never keeps a slot the change took.
     */
    async lockTicketStatus(ticketId: string, tx: Tx): Promise<TicketStatus | null> {
      const [row] = await tx
        .select({ status: tickets.status })
        .from(tickets)
        .where(eq(tickets.id, ticketId))
        .for('no key update');
      return row?.status ?? null;
    },

    /**
     * Moves the ticket's updated_at on to `at`, or a millisecond past its last change, and answers
     * it: the history entry of a session change is stamped with it, so every entry stays later
     * than the one before and the next status change later still.
     */
    async touchTicket(ticketId: string, at: Date, tx: Tx): Promise<Date> {
      const [row] = await tx
        .update(tickets)
        .set({
          updatedAt: sql`greatest(${at.toISOString()}::timestamptz, ${tickets.updatedAt} + interval '1 millisecond')`,
        })
        .where(eq(tickets.id, ticketId))
        .returning({ updatedAt: tickets.updatedAt });
      return row?.updatedAt ?? at;
    },

    /** Locks the slots in id order (changes of one session queue instead of deadlocking). */
    lockSlots(ids: string[], tx: Tx): Promise<SessionSlotRow[]> {
      return tx
        .select(slotColumns)
        .from(availabilitySlots)
        .where(inArray(availabilitySlots.id, ids))
        .orderBy(asc(availabilitySlots.id))
        .for('update');
    },

    /** Frees the slots the ticket holds among `ids`; answers how many. */
    async releaseSlots(ids: string[], ticketId: string, tx: Tx): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(availabilitySlots)
        .set(FREED)
        .where(and(inArray(availabilitySlots.id, ids), eq(availabilitySlots.ticketId, ticketId)))
        .returning({ id: availabilitySlots.id });
      return rows.length;
    },

    /**
     * Marks the ticket's slots among `ids` as one calendar event at `sequence`: a moved session's
     * slots keep the uid its invites carry, so calendars update the event instead of adding one.
     */
    async setCalendar(ids: string[], ticketId: string, calendar: { uid: string; sequence: number }, tx: Tx) {
      if (ids.length === 0) return;
      await tx
        .update(availabilitySlots)
        .set({ calendarUid: calendar.uid, calendarSequence: calendar.sequence })
        .where(and(inArray(availabilitySlots.id, ids), eq(availabilitySlots.ticketId, ticketId)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
