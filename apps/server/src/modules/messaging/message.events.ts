import type { Conversation, Message } from '@basisdesk/shared';

/** Someone's count of unread messages after a change, for their badge. */
export interface UnreadOf {
  userId: string;
  unreadCount: number;
}

/**
 * What messaging tells the app (decision 031), inside the transaction that made the change: who
 * mails or publishes it listens at wiring, so this module imports neither. Each event carries what
 * its listeners need (the message as the API answers it, the parties, the counts after it).
 */
export interface MessageEvents {
  /** A participant's message (with or without files to follow) or a system message. */
  'message.created': {
    message: Message;
    ticketId: string;
    parties: string[];
    /** The other party; null for a system message, which nobody has to read. */
    recipientId: string | null;
    /** A file message: its files follow, one upload each. */
    hasFile: boolean;
    sentAt: Date;
    unread: UnreadOf | null;
  };
  'message.edited': { message: Message; parties: string[] };
  /** A file added to a message or removed from it. */
  'message.files-changed': { message: Message; parties: string[] };
  'message.deleted': {
    messageId: string;
    conversationId: string;
    parties: string[];
    unread: UnreadOf | null;
  };
  /** The reader marked messages read: per conversation, which ones and whose they were. */
  'messages.read': {
    readerId: string;
    conversations: Array<{ conversationId: string; messageIds: string[]; senderIds: string[] }>;
    unread: UnreadOf;
  };
  /** Archived or restored: each party's view of it (their own unread count). */
  'conversation.status-changed': { views: Array<{ userId: string; conversation: Conversation }> };
}
