import {
  CLOSING_STATUSES,
  type HoursWorkedRule,
  hoursRuleOf,
  isAdmin,
  MIN_HOURS_WORKED,
  mayCommentOnly,
  needsHoursWorked,
  statusOptionsFor,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  type Ticket,
  type TicketStatus,
  type UpdateTicketStatusBody,
} from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import type { TicketEvents } from '../ticket.events';
import { type Actor, invalid, readVisibleTicket, requireVisible } from '../ticket-access';
import { amountPaiseFor, nameOf, totalPaiseOf } from '../ticket-dto';
import type { TicketsRepository } from '../tickets.repository';

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
 * A status change or a comment, within the options of the person's role (spec §4). The change
 * applies only if nobody changed the status since it was read; otherwise 409. A change of status
 * is told (`ticket.status-changed`) in its transaction: what listeners write commits with it.
 */
export function changeStatus({
  repo,
  clock,
  emit,
}: {
  repo: TicketsRepository;
  clock: Clock;
  emit: Emit<TicketEvents>;
}) {
  return async (actor: Actor, orderId: string, body: UpdateTicketStatusBody): Promise<Ticket> => {
    const ticket = await requireVisible(repo, orderId, actor);
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

    await repo.transaction(async (tx) => {
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
      if (target === current) return;
      await emit(tx, {
        type: 'ticket.status-changed',
        data: {
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
      });
    });
    return readVisibleTicket({ repo, clock }, ticket.id, actor);
  };
}
