import { randomUUID } from 'node:crypto';
import {
  type CreateTicketBody,
  groupIntoSessions,
  SLOT_MINUTES,
  TICKET_MESSAGES,
  type Ticket,
} from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import { type createBookingChecks, slotAlreadyBooked } from '../booking-checks';
import type { TicketEvents } from '../ticket.events';
import { type Actor, readVisibleTicket } from '../ticket-access';
import { nameOf } from '../ticket-dto';
import { ticketNumberPeriod, ticketNumberPrefix } from '../ticket-numbers';
import type { TicketsRepository } from '../tickets.repository';
import { lockUnpaidBookedMinutes } from '../unpaid-booked-time';

interface BookTicketDeps {
  repo: TicketsRepository;
  checks: ReturnType<typeof createBookingChecks>;
  clock: Clock;
  emit: Emit<TicketEvents>;
  settings: { getMaxUnpaidBookedHours(): Promise<number> };
}

/**
 * A customer's request with its booking. Consultants are refused in the spec's words; admins
 * too, since a request belongs to the customer who raises it.
 */
export function bookTicket(deps: BookTicketDeps) {
  return async (actor: Actor, body: CreateTicketBody): Promise<Ticket> => {
    if (actor.role === 'Consultant') throw new AppError('FORBIDDEN', TICKET_MESSAGES.consultantsCannotCreate);
    if (actor.role !== 'Customer') throw new AppError('FORBIDDEN', TICKET_MESSAGES.onlyCustomersCreate);
    const ticketId = await book(deps, actor, body, deps.clock.now());
    return readVisibleTicket(deps, ticketId, actor);
  };
}

/** Writes the ticket, its slots, its number and its first history entry, or nothing at all. */
async function book(
  { repo, checks, emit, settings }: BookTicketDeps,
  actor: Actor,
  body: CreateTicketBody,
  now: Date,
): Promise<string> {
  const [booking, limitHours] = await Promise.all([
    checks.check(body, now),
    settings.getMaxUnpaidBookedHours(),
  ]);
  const ticketId = randomUUID();
  const slotIds = body.timeSlotIds;
  const numbered = await repo.transaction(async (tx) => {
    // The customer's bookings take turns from here: the cap is checked against what is committed.
    const held = await lockUnpaidBookedMinutes(actor.id, now, tx);
    const wouldHold = held + slotIds.length * SLOT_MINUTES;
    if (wouldHold > limitHours * 60) {
      const message = TICKET_MESSAGES.unpaidHoursLimit(limitHours, wouldHold / 60);
      throw new AppError('CONFLICT', message, { details: [{ path: 'timeSlotIds', message }] });
    }
    // Slots first: a lost race ends here, before the month's counter row is locked.
    const free = await repo.lockFreeSlots(slotIds, booking.consultant.id, now, tx);
    if (free.length !== slotIds.length) throw slotAlreadyBooked();
    // Told in the booking's transaction: a lost race or a full month takes what listeners wrote.
    await emit(tx, {
      type: 'ticket.booked',
      data: {
        ticketId,
        customerId: actor.id,
        consultantId: booking.consultant.id,
        priority: body.priority,
        bookedAt: now,
        sessions: groupIntoSessions(free).map(({ id, start, end }) => ({ id, start, end })),
      },
    });
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
        title: body.title,
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
