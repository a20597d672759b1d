import {
  isAdmin,
  PRIORITY_LABELS,
  RESOLVED_STATUSES,
  TICKET_MESSAGES,
  type Ticket,
  type UpdateTicketPriorityBody,
} from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import type { TicketEvents } from '../ticket.events';
import { type Actor, invalid, readVisibleTicket, requireVisible } from '../ticket-access';
import { nameOf } from '../ticket-dto';
import type { TicketsRepository } from '../tickets.repository';

/**
 * The ticket's consultant or an admin re-rates a ticket whose work is not done (decision 057).
 * Applied only if nobody changed the priority since it was read (else 409); written in the
 * history with its words, and told (`ticket.priority-changed`) in its transaction: the SLA clocks
 * restart from it. The ticket's number keeps the digit it was raised with: a number is issued once.
 */
export function changePriority({
  repo,
  clock,
  emit,
}: {
  repo: TicketsRepository;
  clock: Clock;
  emit: Emit<TicketEvents>;
}) {
  return async (actor: Actor, orderId: string, body: UpdateTicketPriorityBody): Promise<Ticket> => {
    const ticket = await requireVisible(repo, orderId, actor);
    if (!isAdmin(actor.role) && actor.id !== ticket.consultantId) {
      throw new AppError('FORBIDDEN', TICKET_MESSAGES.priorityNotYours);
    }
    if (RESOLVED_STATUSES.includes(ticket.status))
      throw new AppError('CONFLICT', TICKET_MESSAGES.priorityOfFinished);
    if (body.priority === ticket.priority) throw invalid('priority', TICKET_MESSAGES.samePriority);
    await repo.transaction(async (tx) => {
      const changedAt = await repo.updatePriority(
        { id: ticket.id, from: ticket.priority, to: body.priority, now: clock.now() },
        tx,
      );
      if (!changedAt) throw new AppError('CONFLICT', TICKET_MESSAGES.statusChangedMeanwhile);
      await repo.insertHistory(
        {
          ticketId: ticket.id,
          fromStatus: ticket.status,
          toStatus: ticket.status,
          event: 'priority_changed',
          changedByUserId: actor.id,
          changedByName: nameOf(actor),
          comment: TICKET_MESSAGES.priorityChanged(
            PRIORITY_LABELS[ticket.priority],
            PRIORITY_LABELS[body.priority],
          ),
          changedAt,
        },
        tx,
      );
      await emit(tx, {
        type: 'ticket.priority-changed',
        data: {
          ticketId: ticket.id,
          consultantId: ticket.consultantId,
          from: ticket.priority,
          to: body.priority,
          at: changedAt,
        },
      });
    });
    return readVisibleTicket({ repo, clock }, ticket.id, actor);
  };
}
