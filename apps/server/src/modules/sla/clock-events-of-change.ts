import { RESOLVED_STATUSES, type SlaEvent, type TicketStatus } from '@basisdesk/shared';

type Moved = Exclude<SlaEvent['type'], 'started' | 'priorityChanged'>;

/**
 * What a status change does to a ticket's clocks (decision 057), in order: the consultant's change
 * is a first response (the clock ignores it once made); finishing the work (Completed, Closed,
 * Topic Closed, Paid) stops both, re-opening it goes on with the resolution; Pending Customer
 * Action pauses them and leaving it resumes them. A payment-only change moves nothing.
 */
export function clockEventsOfChange(change: {
  from: TicketStatus;
  to: TicketStatus;
  byConsultant: boolean;
}): Moved[] {
  const { from, to } = change;
  if (from === to) return [];
  const moved: Moved[] = change.byConsultant ? ['responded'] : [];
  const wasDone = RESOLVED_STATUSES.includes(from);
  const isDone = RESOLVED_STATUSES.includes(to);
  if (!wasDone && isDone) return [...moved, 'stopped'];
  if (wasDone && !isDone) moved.push('reopened');
  if (from !== 'PendingCustomerAction' && to === 'PendingCustomerAction') moved.push('paused');
  else if (from === 'PendingCustomerAction' && !isDone) moved.push('resumed');
  return moved;
}
