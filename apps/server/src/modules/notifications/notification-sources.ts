import type { MessagingService } from '../messaging/messaging.service';
import type { ReceiptsService } from '../receipts/receipts.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { TicketsService } from '../tickets/tickets.service';
import type { TicketFacts, UnreadMessage } from './notification-mail';

/**
 * What the delivery reads from the modules that own it, at the moment a mail goes out (wired in
 * app.ts from their services): the ticket's facts, the messages still unread, whether a reminded
 * session is still booked as it was, the receipt to attach.
 */
export interface NotificationSources {
  ticketFacts(ticketId: string): Promise<TicketFacts | null>;
  /** Messages of the conversation to `recipientId` still unread, sent at or before `sentBefore`, oldest first. */
  unreadMessages(conversationId: string, recipientId: string, sentBefore: Date): Promise<UnreadMessage[]>;
  /** True while the ticket still has the session that starts at `start` (a reminder is still true). */
  sessionStillBooked(ticketId: string, start: Date): Promise<boolean>;
  /** Where the ticket's sessions take place, by calendar uid (decision 051). */
  meetingUrls(ticketId: string, calendarUids: readonly string[]): Promise<Map<string, string>>;
  /** A paid ticket's receipt as a PDF, or null when it has none. */
  receiptPdf(ticketId: string): Promise<{ filename: string; content: Buffer } | null>;
}

/** The owners the sources read from; each source is one service call. */
export interface NotificationSourceOwners {
  tickets: Pick<TicketsService, 'getTicketFacts'>;
  sessions: Pick<SessionsService, 'isSessionStillBooked' | 'meetingUrlsOf'>;
  receipts: Pick<ReceiptsService, 'getReceiptPdf'>;
  messaging: Pick<MessagingService, 'unreadMessages'>;
}

/** Each source is its owner's service call. */
export function createNotificationSources({
  tickets,
  sessions,
  receipts,
  messaging,
}: NotificationSourceOwners): NotificationSources {
  return {
    unreadMessages: (conversationId, recipientId, sentBefore) =>
      messaging.unreadMessages(conversationId, recipientId, sentBefore),
    ticketFacts: (ticketId) => tickets.getTicketFacts(ticketId),
    sessionStillBooked: (ticketId, start) => sessions.isSessionStillBooked(ticketId, start),
    meetingUrls: (ticketId, calendarUids) => sessions.meetingUrlsOf(ticketId, calendarUids),
    receiptPdf: (ticketId) => receipts.getReceiptPdf(ticketId),
  };
}
