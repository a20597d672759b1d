import type { NotificationEvent, PaymentStatus, Priority, TicketStatus } from '@basisdesk/shared';

/**
 * A booked session as a calendar sees it (decision 024): `calendarUid` stays the same when the
 * session moves, `sequence` rises with each change. Times are ISO-8601 UTC.
 */
export interface SessionRef {
  calendarUid: string;
  sequence: number;
  start: string;
  end: string;
}

/** Who did something, as the mail names them. */
export interface ActorRef {
  id: string | null;
  name: string;
}

/**
 * What each event knew when it happened, kept with the notification: the mail is rendered at
 * delivery from this and from what is read then (the recipient, the ticket's number and parties,
 * unread messages, the receipt). The contract between those who tell and the templates.
 */
export interface NotificationPayloads {
  'booking.confirmed': { sessions: SessionRef[] };
  'booking.received': { sessions: SessionRef[] };
  'session.cancelled': {
    session: SessionRef;
    /**
     * Every session the change cancelled, `session` first, when it was more than one: a finished
     * ticket's sessions ahead are one mail per person (decision 053). Absent: `session` alone.
     */
    sessions?: SessionRef[];
    by: ActorRef;
    reason: string | null;
    /** The ticket was closed (or otherwise ended) before the session: every later session goes. */
    ticketEnded: boolean;
  };
  'session.moved': { session: SessionRef; previous: { start: string; end: string }; by: ActorRef };
  'session.reminder': {
    sessionId: string;
    /** The session's calendar uid, which names its Jitsi Meet room; absent in reminders written before. */
    calendarUid?: string;
    start: string;
    end: string;
    hoursBefore: number;
  };
  /**
   * `releasedSessions`: the sessions still ahead that the change released, told in this mail with
   * a CANCEL invite each instead of a mail of their own (decision 053). Absent: none.
   */
  'ticket.statusChanged': {
    from: TicketStatus;
    to: TicketStatus;
    by: ActorRef;
    releasedSessions?: SessionRef[];
  };
  'ticket.actionNeeded': { by: ActorRef };
  'ticket.closed': {
    status: TicketStatus;
    amount: number;
    hoursWorked: number | null;
    by: ActorRef;
    releasedSessions?: SessionRef[];
  };
  'ticket.escalated': { by: ActorRef };
  /** A clock at 75 % of its target (to the consultant), or past it (to the consultant and admins); decision 057. */
  'sla.warning': { target: 'firstResponse' | 'resolution'; dueAt: string; priority: Priority };
  'sla.breached': { target: 'firstResponse' | 'resolution'; dueAt: string; priority: Priority };
  'payment.received': { amount: number; paymentStatus: PaymentStatus };
  'payment.refunded': { amount: number; reason: string | null };
  'rating.received': { ratingId: string; average: number; comments: string | null; ratedBy: string };
  'messages.unread': { conversationId: string; firstMessageAt: string };
  'security.passwordChanged': Record<string, never>;
  'security.accountDeactivated': Record<string, never>;
  'security.signInMethodLinked': { provider: string };
  /** Sign-in to the account is refused until then (ISO-8601 UTC), unless it is reset. */
  'security.signInLocked': { lockedUntil: string };
}

/**
 * One mail to one person, as a producer writes it in its transaction. `dedupeKey` names the event
 * once and for all (e.g. `booking:<ticketId>:<recipientId>`): telling the same event again, as a
 * retried webhook does, is a no-op. `runAt` delays it (reminders, unread messages).
 */
export type NotificationDraft = {
  [E in NotificationEvent]: {
    event: E;
    recipientId: string;
    dedupeKey: string;
    ticketId: string | null;
    payload: NotificationPayloads[E];
    runAt?: Date;
  };
}[NotificationEvent];

/** A stored notification as the delivery reads it back. */
export type StoredNotification = NotificationDraft & {
  id: string;
  messageId: string;
  attempts: number;
  createdAt: Date;
};
