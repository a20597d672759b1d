import type { Role } from '@basisdesk/shared';

/**
 * What the sessions module tells of (decision 031), inside the transaction that made the change;
 * who listens (the mails) is wired in app-services.ts.
 */
export interface SessionEvents {
  'session.cancelled': SessionCancelled;
  'session.rescheduled': SessionRescheduled;
  'session.released': SessionsReleased;
  'session.reminders-due': SessionRemindersDue;
}

/** The two people of the ticket a session belongs to. */
export interface SessionTicket {
  ticketId: string;
  customerId: string;
  consultantId: string;
}

/** A session's place in calendars (decision 024): the uid its invite carries and its sequence. */
export interface CalendarIdentity {
  calendarUid: string;
  sequence: number;
}

/** A session as a change tells of it: its times and the calendar event it is (at the change's sequence). */
export interface CalendarSession extends CalendarIdentity {
  start: Date;
  end: Date;
}

/** Who made a session change. */
export interface SessionChanger {
  id: string;
  name: string;
  role: Role;
}

/**
 * One session freed by a person before it started: the customer's cancel, or the consultant's or
 * an admin's release (with its reason). The session's calendar event at its next sequence.
 */
export interface SessionCancelled extends SessionTicket {
  session: CalendarSession;
  by: SessionChanger;
  reason: string | null;
}

/**
 * One session moved to other slots: the first new run keeps the calendar event at its next
 * sequence, a run beyond it (new slots apart) is an event of its own.
 */
export interface SessionRescheduled extends SessionTicket {
  previous: { start: Date; end: Date };
  sessions: CalendarSession[];
  by: SessionChanger;
}

/**
 * The sessions still ahead of a ticket that finished (Closed, Topic Closed, Paid), freed with the
 * change that finished it: both people are off. `by` is who made that change.
 */
export interface SessionsReleased extends SessionTicket {
  sessions: CalendarSession[];
  by: { id: string | null; name: string };
}

/** A booked session that a reminder is due for, `hoursBefore` it starts. */
export interface SessionReminder extends SessionTicket {
  /** `calendarUid` names the session's Jitsi Meet room (decision 051). */
  session: { id: string; start: Date; end: Date; calendarUid: string };
  hoursBefore: number;
}

/**
 * The reminders the periodic scan found due soon (session-reminders.job.ts), in one event: one
 * transaction and few statements for however many there are.
 */
export interface SessionRemindersDue {
  reminders: SessionReminder[];
}
