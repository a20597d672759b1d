import type { PaymentStatus, Priority, Role, TicketStatus } from '@basisdesk/shared';

/**
 * What the tickets module tells of (decision 031), inside the transaction that made the change.
 * It never imports who listens: the sessions it frees, the mails, the conversation's system
 * message and the live events subscribe at wiring (app-services.ts).
 */
export interface TicketEvents {
  'ticket.booked': TicketBooked;
  'ticket.status-changed': TicketStatusChange;
  'ticket.priority-changed': TicketPriorityChange;
}

/** A ticket re-rated by its consultant or an admin: its SLA clocks restart from `at`. */
export interface TicketPriorityChange {
  ticketId: string;
  consultantId: string;
  from: Priority;
  to: Priority;
  at: Date;
}

/** A booked session as the booking tells of it: a run of contiguous slots, named by its first. */
export interface BookedSessionSpan {
  id: string;
  start: Date;
  end: Date;
}

/**
 * A new ticket with its booking: told before the ticket's row is written (its number is the last
 * statement of the transaction), so a lost race or a full month takes what listeners wrote with it.
 */
export interface TicketBooked {
  ticketId: string;
  customerId: string;
  consultantId: string;
  priority: Priority;
  /** When it was booked: its SLA clocks start here. */
  bookedAt: Date;
  sessions: BookedSessionSpan[];
}

/**
 * A status change, as listeners hear of it inside its transaction. `from === to`: only the payment
 * status changed (a failed attempt, a payment or a refund that moves no status).
 */
export interface TicketStatusChange {
  ticketId: string;
  from: TicketStatus;
  to: TicketStatus;
  /** Who hears of it live (decision 018), and the payment status after the change. */
  customerId: string;
  consultantId: string;
  paymentStatus: PaymentStatus;
  /**
   * Who made the change: entries that follow from it (freed slots) name them too. No role: a
   * provider's news (a refund Razorpay reports) that no person of ours made.
   */
  changedBy: { id: string | null; name: string; role: Role | null };
  /** The history entry the change wrote; null for a payment-only change, which writes none. */
  historyId: string | null;
  /**
   * What the ticket bills as the change is made (paise), and the hours it was closed with. A close
   * then frees the sessions still ahead (a listener), so what is due is read again when told.
   */
  amountDuePaise: number;
  hoursWorked: number | null;
  /**
   * The payment the change records, when it records one: a capture (a verified payment, a webhook,
   * reconciliation, or an admin marking it paid), named by the provider's payment id or the admin's
   * history entry; or a refund and its reason. A failed attempt records none.
   */
  payment?: { kind: 'captured'; reference: string } | { kind: 'refunded'; reason: string };
}
