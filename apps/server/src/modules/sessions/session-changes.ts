import {
  cutoffOf,
  FINISHED_STATUSES,
  SESSION_MESSAGES,
  type TicketHistoryEvent,
  type TicketStatus,
} from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import type { Actor } from '../tickets/ticket-access';
import type { Viewer } from '../tickets/ticket-filters';
import type { TicketsRepository } from '../tickets/tickets.repository';
import type { MeetingPlaces } from './meeting-places';
import type { SessionEvents } from './session.events';
import { type Session, sessionsOf } from './session-view';
import type { SessionSlotRow, SessionsRepository } from './sessions.repository';

/** What the sessions' use cases are made of: each takes the part it needs. */
export interface SessionsDeps {
  repo: SessionsRepository;
  tickets: Pick<
    TicketsRepository,
    'findVisible' | 'insertHistory' | 'lockFreeSlots' | 'assignSlots' | 'transaction'
  >;
  settings: { getBookingChangeCutoffHours(): Promise<number> };
  clock: Clock;
  emit: Emit<SessionEvents>;
  /** Where each session takes place (decision 051). */
  places: MeetingPlaces;
}

export const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });
export const changedMeanwhile = () => new AppError('CONFLICT', SESSION_MESSAGES.changedMeanwhile);
const ticketClosed = () => new AppError('CONFLICT', SESSION_MESSAGES.ticketClosed);

export const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

export async function requireTicket(tickets: SessionsDeps['tickets'], orderId: string, viewer: Viewer) {
  const ticket = await tickets.findVisible(orderId, viewer);
  if (!ticket) throw new AppError('NOT_FOUND', 'Ticket not found');
  return ticket;
}

/** Why the actor may not change the session now, or null when they may. */
export function refusal(
  actor: Viewer,
  status: TicketStatus,
  session: Session,
  now: Date,
  cutoffHours: number,
) {
  if (FINISHED_STATUSES.includes(status)) return ticketClosed();
  if (session.start.getTime() <= now.getTime())
    return new AppError('CONFLICT', SESSION_MESSAGES.sessionStarted);
  if (actor.role === 'Customer' && now.getTime() >= cutoffOf(session.start, cutoffHours).getTime()) {
    return new AppError('FORBIDDEN', SESSION_MESSAGES.pastCutoff(cutoffHours));
  }
  return null;
}

/** The ticket, the session the actor names and the time, once the actor may change it now. */
export async function prepareChange(
  { repo, tickets, settings, clock }: SessionsDeps,
  actor: Actor,
  orderId: string,
  sessionId: string,
) {
  const ticket = await requireTicket(tickets, orderId, actor);
  if (FINISHED_STATUSES.includes(ticket.status)) throw ticketClosed();
  const session = (await sessionsOf(repo, ticket.id)).find((candidate) => candidate.id === sessionId);
  if (!session) {
    // A slot of the ticket's consultant that is no longer this session's start: another change
    // (a move, a cancel) came first.
    const [slot] = await repo.listSlotsById([sessionId]);
    if (slot?.consultantId === ticket.consultantId) throw changedMeanwhile();
    throw new AppError('NOT_FOUND', SESSION_MESSAGES.sessionNotFound);
  }
  const now = clock.now();
  const problem = refusal(actor, ticket.status, session, now, await settings.getBookingChangeCutoffHours());
  if (problem) throw problem;
  return { ticket, session, now };
}

/**
 * The ticket's row held and still open, and the session's slots locked and still the same
 * session; answers them as locked (their calendar event).
 */
export async function lockSession(
  repo: SessionsRepository,
  ticketId: string,
  session: Session,
  tx: Tx,
): Promise<SessionSlotRow[]> {
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

/** A session change's history entry: the status kept (from = to), the change named in the comment. */
export async function writeHistory(
  tickets: SessionsDeps['tickets'],
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
