import { SESSION_REASON_MAX_LENGTH, SESSION_REASON_MIN_LENGTH } from './sessions.limits';

/** The words of booked sessions: agendas, cancel, release, reschedule. */
export const SESSION_MESSAGES = {
  sessionNotFound: 'Session not found',
  ticketClosed: 'Sessions of a closed or paid ticket cannot be changed.',
  sessionStarted: 'This session has already started and can no longer be changed.',
  /** The customer after the cut-off; the setting's hours are named. */
  pastCutoff: (hours: number) =>
    `Sessions can be changed up to ${hours} ${hours === 1 ? 'hour' : 'hours'} before they start. Ask your consultant to change this one.`,
  changedMeanwhile: 'This session has already been changed. Refresh to see its current time.',
  reasonRequired: 'Please give a reason for releasing this session',
  reasonTooShort: `Reason must be at least ${SESSION_REASON_MIN_LENGTH} characters`,
  reasonTooLong: `Reason must be at most ${SESSION_REASON_MAX_LENGTH} characters`,
  slotsRequired: 'Choose the new time slots',
  duplicateSlots: 'Each time slot can be chosen once',
  slotCountMismatch: (count: number) =>
    `Choose ${count} ${count === 1 ? 'time slot' : 'time slots'}, as many as the session has`,
  slotsNotBookable: "Choose free future time slots of this ticket's consultant",
  // screens
  agendaTitle: 'Upcoming sessions',
  agendaEmpty: 'No upcoming sessions.',
  sessionsTitle: 'Sessions',
  sessionsEmpty: 'This ticket has no booked sessions.',
  cancelled: 'Session cancelled',
  released: 'Session released',
  moved: 'Session moved',
  cancelFailed: 'Failed to cancel session',
  rescheduleFailed: 'Failed to reschedule session',
  noFreeSlots: 'The consultant has no other free time slots in the coming days.',
} as const;

/** How the ticket's history names a session change. */
export const TICKET_HISTORY_EVENT_LABELS = {
  status: 'Status changed',
  session_cancelled: 'Session cancelled',
  session_moved: 'Session moved',
  session_released: 'Session released',
  slots_released: 'Unused future slots released',
  priority_changed: 'Priority changed',
} as const;
