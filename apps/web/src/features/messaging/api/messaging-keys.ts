/**
 * The messaging feature's query keys. A change to a conversation or a message makes what is under
 * `all` stale; the upload rules (admin settings) have a root of their own, as no message changes them.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  conversationList: (page: number, pageSize: number) =>
    [...messagingKeys.conversations(), 'list', page, pageSize] as const,
  conversation: (id: string) => [...messagingKeys.conversations(), 'one', id] as const,
  /**
   * Which conversation is an order's: outside `conversations()`, whose refreshes (every new
   * message) would otherwise ask the server again for an answer that never changes.
   */
  conversationForOrder: (orderId: string) => [...messagingKeys.all, 'for-order', orderId] as const,
  messages: (conversationId: string) => [...messagingKeys.all, 'messages', conversationId] as const,
  /** An attachment's bytes (an image preview), kept while the thread is open. */
  attachmentFile: (attachmentId: string) => [...messagingKeys.all, 'attachment-file', attachmentId] as const,
  unreadCount: () => [...messagingKeys.all, 'unread-count'] as const,
  fileUploadInfo: () => ['messaging-file-upload-info'] as const,
};

/** Every messaging call goes to the messaging base (spec §7). */
export const MESSAGING_BASE = '/messaging';
